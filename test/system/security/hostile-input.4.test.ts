import { describeHostileInput } from "./hostile-input.js";

describeHostileInput({ part: 4, of: 4 });
