"""Rig settings for the quarter-car identification (SI units throughout)."""

DT = 2.0e-3             # s, DAQ samples at 500 Hz, integrator uses the same step
N_STEPS = 2000          # 4 s of rig data
WINDOW = 250            # samples per fitting window (0.5 s)

SPRUNG_MASS = 320.0     # kg, a quarter of the body
UNSPRUNG_MASS = 45.0    # kg, wheel + hub + brake
TYRE_STIFFNESS = 1.9e5  # N/m, from the tyre data sheet

TRUE = {"k_s": 2.2e4, "c_s": 1.6e3}     # what the test article actually has
GUESS = {"k_s": 1.5e4, "c_s": 0.9e3}    # catalogue values, used as start point

ACC_NOISE = 0.05        # m/s^2 rms, body accelerometer
LR = 0.05               # Adam step on log-parameters
PASSES = 3              # sweeps over the record
SEED = 7
