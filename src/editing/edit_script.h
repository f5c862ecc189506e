// The operations of `movebal edit` as words on a command line: a table with
// one row per operation (its name, the words it takes, what it does, and the
// function that reads those words and applies edit_operations.h), and the
// script they form: "remove-pair 7 curtail 6" is two steps, applied in order.
#ifndef MOVEBAL_EDITING_EDIT_SCRIPT_H_
#define MOVEBAL_EDITING_EDIT_SCRIPT_H_

#include <string>
#include <vector>

#include "base/status.h"
#include "movement/movement.h"

namespace movebal {

using Words = std::vector<std::string>;

struct EditOperation {
  const char* name;      // "remove-pair"
  const char* operands;  // the words it takes, for the usage text: "P"
  const char* summary;
  std::size_t arity;     // how many words follow the name
  // Reads the words and applies the operation; a movement file named by a
  // word is read here ("side-by-side FILE").
  Result<Movement> (*apply)(const Movement& m, const Words& words);
};

// The operations, in the order the usage text lists them.
const std::vector<EditOperation>& EditOperations();

struct EditStep {
  const EditOperation* operation;
  Words words;
};

// Splits the words after the movement file into steps. An unknown name, or
// too few words after a name, is an error naming it.
Result<std::vector<EditStep>> ParseEditScript(const Words& words);

// Applies the steps in order; an error names the step that failed.
Result<Movement> ApplyEditScript(const Movement& m, const std::vector<EditStep>& steps);

// The steps written back as words: "remove-pair 7 curtail 6".
std::string EditScriptText(const std::vector<EditStep>& steps);

// One "  name operands   summary" line per operation, for --help.
std::string EditOperationsHelp();

}  // namespace movebal

#endif  // MOVEBAL_EDITING_EDIT_SCRIPT_H_
