"""Peak opening-shock regression for ram-air and round parachute canopies."""
