import { describeHostileInput } from "./hostile-input.js";

describeHostileInput({ part: 3, of: 4 });
