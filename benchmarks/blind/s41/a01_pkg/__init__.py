"""Intent classification for anonymised customer-support tickets."""
