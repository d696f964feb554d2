import torch
import torch.nn.functional as F

from .nets import build
from .optim import make_optimizer
from .physics import observe


class ModelBasedAgent:
    def __init__(self, cfg):
        self.dynamics = build(cfg["dynamics"])
        self.pilot = build(cfg["pilot"])
        self.opt_dyn = make_optimizer(self.dynamics.parameters(), **cfg["opt_dyn"])
        self.opt_pilot = make_optimizer(self.pilot.parameters(), **cfg["opt_pilot"])
        self.horizon = cfg["horizon"]
        self.fuel_cost = cfg["fuel_cost"]

    def act(self, obs, *, explore=0.0):
        duty = self.pilot(obs)
        if explore:
            duty = (duty + explore * torch.randn_like(duty)).clamp(0.0, 1.0)
        return duty

    def fit_dynamics(self, state, duty, next_state):
        self.opt_dyn.zero_grad()
        pred = self.dynamics(state, duty)
        loss = F.mse_loss(pred, next_state - state)
        loss.backward()
        self.opt_dyn.step()
        return loss.item()

    def improve_pilot(self, state, target):
        s = state
        cost = 0.0
        for _ in range(self.horizon):
            duty = self.pilot(observe(s, target))
            s = s + self.dynamics(s, duty)
            cost = cost + (s[:, 0] - target).pow(2).mean() + self.fuel_cost * duty.mean()
        loss = cost / self.horizon
        loss.backward()
        self.opt_pilot.step()
        self.opt_pilot.zero_grad()
        return loss.item()
