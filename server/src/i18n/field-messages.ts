import type { CatalogEntry } from './catalog-entry';

/**
 * The part of the error catalog (error-catalog.ts) that names problems with one field of a request:
 * the schemas' field messages ("body.email: Please fill in the email") and why a customer filter
 * criterion was refused (`Criterion {index} {criterion}: {message}`).
 */
export const FIELD_MESSAGES: readonly CatalogEntry[] = [
  // Field problems the schemas name ("body.email: Please fill in the email").
  ['must be an id', '須為 ID', '须为 ID'],
  ['must be a whole number', '須為整數', '须为整数'],
  ['must be a change cursor: an integer from 0', '須為變更游標：由 0 起的整數', '须为变更游标：从 0 起的整数'],
  ['must be a colour like #6d78a5', '須為顏色，例如 #6d78a5', '须为颜色，例如 #6d78a5'],
  ['must be an IANA time zone such as Asia/Hong_Kong', '須為 IANA 時區，例如 Asia/Hong_Kong', '须为 IANA 时区，例如 Asia/Hong_Kong'],
  [
    'must start with a letter and hold only letters, digits and _ (at most 64)',
    '須以字母開頭，只含字母、數字及 _（最多 64 個）',
    '须以字母开头，只含字母、数字和 _（最多 64 个）',
  ],
  ['At most {max} views', '最多 {max} 個檢視', '最多 {max} 个视图'],
  ['The picture is larger than 200 KB', '圖片大於 200 KB', '图片大于 200 KB'],
  ['The upload allowance is used up.', '上傳額度已用完。', '上传额度已用完。'],
  // Why a customer filter criterion was refused (`Criterion {index} {criterion}: {message}`).
  ['expected a field name first', '應先有欄位名稱', '应先有字段名称'],
  ['expected a space after the operator {op}', '運算子 {op} 之後應有空格', '运算符 {op} 之后应有空格'],
  ['no operator after {field}', '{field} 之後沒有運算子', '{field} 之后没有运算符'],
  ['expected an operator after {field}', '{field} 之後應有運算子', '{field} 之后应有运算符'],
  ['the quoted operand has no closing quote', '引號內的運算元缺少結尾引號', '引号内的操作数缺少结尾引号'],
  ['unexpected text after the quoted operand', '引號內的運算元之後有多餘文字', '引号内的操作数之后有多余文本'],
  [
    'unknown field {name} (fields: {list}, or fields.<id> for a custom field)',
    '未知的欄位 {name}（欄位：{list}，自訂欄位為 fields.<id>）',
    '未知的字段 {name}（字段：{list}，自定义字段为 fields.<id>）',
  ],
  ['unknown field {name}', '未知的欄位 {name}', '未知的字段 {name}'],
  ['unknown custom field {id}', '未知的自訂欄位 {id}', '未知的自定义字段 {id}'],
  ['{field} needs a month and day MM-DD, not {text}', '{field} 需要 MM-DD 格式的月日，而非 {text}', '{field} 需要 MM-DD 格式的月日，而非 {text}'],
  ['{text} is not a calendar day', '{text} 不是有效的日期', '{text} 不是有效的日期'],
  [
    '{field} needs a date YYYY-MM-DD (or MM-DD for the day of the year), not {text}',
    '{field} 需要 YYYY-MM-DD 格式的日期（或以 MM-DD 表示每年的日子），而非 {text}',
    '{field} 需要 YYYY-MM-DD 格式的日期（或以 MM-DD 表示每年的日期），而非 {text}',
  ],
  ['{text} is not a valid time', '{text} 不是有效的時間', '{text} 不是有效的时间'],
  [
    '{field} needs a date YYYY-MM-DD, a time YYYY-MM-DD HH:mm or ms since 1970, not {text}',
    '{field} 需要 YYYY-MM-DD 日期、YYYY-MM-DD HH:mm 時間或自 1970 年起的毫秒數，而非 {text}',
    '{field} 需要 YYYY-MM-DD 日期、YYYY-MM-DD HH:mm 时间或自 1970 年起的毫秒数，而非 {text}',
  ],
  ['a criterion is at most {max} characters', '條件最多 {max} 個字元', '条件最多 {max} 个字符'],
  ['{field} does not take the operator {op} (it takes {list})', '{field} 不接受運算子 {op}（可用：{list}）', '{field} 不接受运算符 {op}（可用：{list}）'],
  ['{op} takes no operand', '{op} 不需要運算元', '{op} 不需要操作数'],
  ['{field} {op} needs an operand', '{field} {op} 需要運算元', '{field} {op} 需要操作数'],
  ['an operand is at most {max} characters', '運算元最多 {max} 個字元', '操作数最多 {max} 个字符'],
  ['a criterion is a string `field operator operand`', '條件須為「欄位 運算子 運算元」字串', '条件须为“字段 运算符 操作数”字符串'],
  ['{field}: {message}', '{field}：{message}', '{field}：{message}'],
];
