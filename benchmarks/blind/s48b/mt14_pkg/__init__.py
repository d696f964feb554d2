"""Grey-box model of a bicycle tyre's slow leak over a week of garage readings."""
