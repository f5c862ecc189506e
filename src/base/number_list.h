// The one grammar of list values on the command line (-r 1,3, -j A,C,
// --strong-pair 3,4, -P 5-8, --avoid 1-2,3-4): items separated by commas,
// without blanks, empty items or repeats. An item is a whole number in
// decimal digits, a range or couple "a-b" where the option takes those, or a
// board-group letter ('A' is 1) where the option takes those.
#ifndef MOVEBAL_BASE_NUMBER_LIST_H_
#define MOVEBAL_BASE_NUMBER_LIST_H_

#include <climits>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

#include "base/status.h"

namespace movebal {

// One item; `last` equals `first` for a single number.
struct ListItem {
  int first = 0;
  int last = 0;
  bool operator==(const ListItem&) const = default;
};

enum class ItemShape {
  kNumber,  // n
  kPair,    // a-b: a couple of two different numbers, or a range a <= b
};

struct ListRules {
  ItemShape shape = ItemShape::kNumber;
  int min = 1;  // every number within min..max
  int max = INT_MAX;
  bool letters = false;  // board groups: 'A'..'Z' stand for 1..26
  std::size_t max_items = SIZE_MAX;
};

// The items of `text`; the error names `option` ("--fix-round") and says
// what was expected.
Result<std::vector<ListItem>> ParseList(std::string_view option, std::string_view text, const ListRules& rules);

// The same for lists of single numbers, as plain numbers.
Result<std::vector<int>> ParseNumbers(std::string_view option, std::string_view text, const ListRules& rules);

}  // namespace movebal

#endif  // MOVEBAL_BASE_NUMBER_LIST_H_
