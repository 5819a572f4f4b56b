import { describeHostileInput } from "./hostile-input.js";

describeHostileInput({ part: 2, of: 4 });
