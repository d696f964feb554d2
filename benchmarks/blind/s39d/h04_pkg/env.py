"""Quadrotor altitude hold: keep the drone at 1 m with a bounded collective-thrust command."""
import torch


class AltitudeHold:
    obs_dim, act_dim = 3, 1

    def __init__(self, dt=0.05, setpoint=1.0):
        self.dt, self.setpoint = dt, setpoint

    def _obs(self):
        return torch.tensor([self.z - self.setpoint, self.vz, self.setpoint])

    def reset(self):
        self.z = float(torch.empty(1).uniform_(0.0, 2.0))
        self.vz = float(torch.empty(1).uniform_(-0.5, 0.5))
        return self._obs()

    def step(self, action):
        thrust = 9.81 * (1.0 + 0.5 * float(action.clamp(-1, 1)))
        drag = 0.3 * self.vz
        self.vz += self.dt * (thrust - 9.81 - drag)
        self.z = min(max(self.z + self.dt * self.vz, 0.0), 3.0)
        err = self.z - self.setpoint
        return self._obs(), -(err ** 2) - 0.05 * self.vz ** 2
