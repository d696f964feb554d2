"""Survey set-up.  Coordinates: x north, y east, z down, metres."""

SURVEY = {
    "x_range": (-10.0, 10.0),
    "y_range": (-10.0, 10.0),
    "spacing": 1.0,          # m line and station spacing
    "sensor_height": 0.3,    # m above ground (sensor at z = -0.3)
    "noise_nT": 1.0,         # rms, includes heading error and diurnal residual
}

# IGRF at the site
EARTH_FIELD = {"inclination_deg": 66.0, "declination_deg": 2.5, "intensity_nT": 49800.0}

# what is actually buried (used only to make the synthetic data)
TRUE_SOURCE = {"x": 3.2, "y": -1.5, "depth": 1.8, "moment": (2.0, -0.5, 4.0)}   # A m^2

# field team's first guess: centre of the grid, "a few metres down"
INITIAL_GUESS = {"x": 0, "y": 0, "depth": 3}
MOMENT_GUESS = (0.0, 0.0, 1.0)

LBFGS = {"lr": 1.0, "max_iter": 40, "history_size": 20, "line_search_fn": "strong_wolfe"}
N_OUTER = 10
SEED = 3
