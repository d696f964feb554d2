"""SAC with a hand-rolled entropy-temperature update that waters and turns a backyard compost heap."""
