"""Roman numerals -> decimal digits with an attentional encoder-decoder."""
