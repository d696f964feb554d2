"""Geographic origin of rubies from LA-ICP-MS trace elements: a deep-ensemble committee."""
