import numpy as np


class RubberBandLauncher:
    """Each turn a paper target appears at some distance; the agent picks one of five stretch
    notches. Range grows with stretch^2 (elastic energy), shrinks with band fatigue (hysteresis
    heating after many shots) and with headwind. obs = (target distance / 5 m, wind, fatigue)."""

    n_actions, obs_dim = 5, 3

    def __init__(self, seed=0, shots=8):
        self.rng, self.shots = np.random.default_rng(seed), shots

    def reset(self):
        self.k, self.fatigue = 0, 0.0
        self._new_target()
        return self._obs()

    def _new_target(self):
        self.dist = self.rng.uniform(1.0, 5.0)
        self.wind = self.rng.normal(0.0, 0.3)

    def _obs(self):
        return np.array([self.dist / 5.0, self.wind, self.fatigue], dtype=np.float32)

    def step(self, notch):
        stretch = 0.3 + 0.15 * int(notch)
        landing = 6.0 * stretch ** 2 * (1.0 - 0.4 * self.fatigue) * (1.0 - 0.2 * self.wind)
        landing += 0.1 * self.rng.standard_normal()
        miss = abs(landing - self.dist)
        reward = (1.0 if miss < 0.3 else 0.0) - 0.3 * miss
        self.fatigue = min(1.0, self.fatigue + 0.05 * int(notch))
        self.k += 1
        self._new_target()
        return self._obs(), reward, self.k >= self.shots
