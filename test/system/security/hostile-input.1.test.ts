import { describeHostileInput } from "./hostile-input.js";

describeHostileInput({ part: 1, of: 4 });
