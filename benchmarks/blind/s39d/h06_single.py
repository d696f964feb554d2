"""DDPG agent for grid-battery price arbitrage on a synthetic day-ahead price curve."""
import copy
import math
from collections import defaultdict

import torch
import torch.nn as nn
import torch.nn.functional as F

SETTINGS = dict(capacity_mwh=4.0, power_mw=1.0, efficiency=0.92, hidden=64, gamma=0.98, tau=0.01,
                lr_actor=5e-4, lr_critic=1e-3, batch=64, days=24, warmup_days=3, noise=0.3)


class PriceMarket:
    """Hourly prices with a morning and an evening peak; the battery earns price * discharged energy."""

    def __init__(self, cfg):
        self.cfg = cfg

    def _price(self, hour):
        morning = 25.0 * math.exp(-((hour - 8) ** 2) / 6.0)
        evening = 45.0 * math.exp(-((hour - 19) ** 2) / 5.0)
        return 30.0 + morning + evening + self.day_shift + 3.0 * float(torch.randn(()))

    def _obs(self):
        angle = 2 * math.pi * self.hour / 24.0
        return torch.tensor([self.soc / self.cfg["capacity_mwh"], self.price / 100.0, math.sin(angle), math.cos(angle)])

    def reset(self):
        self.hour, self.soc = 0, 0.5 * self.cfg["capacity_mwh"]
        self.day_shift = 10.0 * float(torch.randn(()))
        self.price = self._price(0)
        return self._obs()

    def step(self, action):
        cfg = self.cfg
        power = float(action.clamp(-1, 1)) * cfg["power_mw"]  # >0 discharge, <0 charge
        if power >= 0:
            energy = min(power, self.soc)
            self.soc -= energy
            revenue = self.price * energy * cfg["efficiency"]
        else:
            energy = min(-power, cfg["capacity_mwh"] - self.soc)
            self.soc += energy
            revenue = -self.price * energy
        self.hour += 1
        self.price = self._price(self.hour % 24)
        return self._obs(), revenue / 50.0, self.hour >= 24


class Transitions:
    def __init__(self, size=20000, obs_dim=4):
        self.s = torch.zeros(size, obs_dim)
        self.a = torch.zeros(size, 1)
        self.r = torch.zeros(size, 1)
        self.s2 = torch.zeros(size, obs_dim)
        self.done = torch.zeros(size, 1)
        self.count, self.size = 0, size

    def put(self, s, a, r, s2, done):
        i = self.count % self.size
        self.s[i], self.a[i], self.r[i], self.s2[i], self.done[i] = s, a, r, s2, float(done)
        self.count += 1

    def draw(self, n):
        idx = torch.randint(0, min(self.count, self.size), (n,))
        return self.s[idx], self.a[idx], self.r[idx], self.s2[idx], self.done[idx]


class BatteryTrader:
    def __init__(self, cfg, obs_dim=4):
        h = cfg["hidden"]
        self.cfg = cfg
        self.nets = {
            "pi": nn.Sequential(nn.Linear(obs_dim, h), nn.ReLU(), nn.Linear(h, h), nn.ReLU(), nn.Linear(h, 1), nn.Tanh()),
            "q": nn.Sequential(nn.Linear(obs_dim + 1, h), nn.ReLU(), nn.Linear(h, h), nn.ReLU(), nn.Linear(h, 1)),
        }
        self.nets["pi_targ"] = copy.deepcopy(self.nets["pi"]).requires_grad_(False)
        self.nets["q_targ"] = copy.deepcopy(self.nets["q"]).requires_grad_(False)
        self.opt_pi = torch.optim.Adam(self.nets["pi"].parameters(), lr=cfg["lr_actor"])
        self.opt_q = torch.optim.Adam(self.nets["q"].parameters(), lr=cfg["lr_critic"])
        self.meter = defaultdict(float)

    def q(self, s, a, target=False):
        return self.nets["q_targ" if target else "q"](torch.cat([s, a], dim=-1))

    @torch.no_grad()
    def policy(self, s, noise=0.0):
        a = self.nets["pi"](s.unsqueeze(0))[0]
        return (a + noise * torch.randn_like(a)).clamp(-1, 1)

    def update(self, batch):
        s, a, r, s2, done = batch
        with torch.no_grad():
            y = r + self.cfg["gamma"] * (1 - done) * self.q(s2, self.nets["pi_targ"](s2), target=True)
        td_loss = F.smooth_l1_loss(self.q(s, a), y)
        self.opt_q.zero_grad()
        td_loss.backward()
        self.opt_q.step()

        pi_loss = -self.q(s, self.nets["pi"](s)).mean()
        self.opt_pi.zero_grad()
        pi_loss.backward()
        self.opt_pi.step()

        with torch.no_grad():
            for key in ("pi", "q"):
                for p, p_targ in zip(self.nets[key].parameters(), self.nets[key + "_targ"].parameters()):
                    p_targ.mul_(1 - self.cfg["tau"]).add_(self.cfg["tau"] * p)

        self.meter["td"] += td_loss
        self.meter["pi"] += pi_loss.item()
        self.meter["n"] += 1

    def flush_meter(self):
        n = max(self.meter["n"], 1)
        out = {k: float(v) / n for k, v in self.meter.items() if k != "n"}
        self.meter.clear()
        return out


def run_day(market, trader, memory=None, explore=0.0, learn=False):
    s, profit, done = market.reset(), 0.0, False
    while not done:
        a = trader.policy(s, explore) if explore >= 0 else torch.empty(1).uniform_(-1, 1)
        s2, r, done = market.step(a)
        profit += r
        if memory is not None:
            memory.put(s, a, r, s2, done)
        if learn:
            trader.update(memory.draw(trader.cfg["batch"]))
        s = s2
    return profit


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    market, trader, memory = PriceMarket(SETTINGS), BatteryTrader(SETTINGS), Transitions()
    greedy = sum(run_day(market, trader) for _ in range(5)) / 5
    print(f"profit/day before training: {greedy:.2f}")
    for day in range(SETTINGS["days"]):
        if day < SETTINGS["warmup_days"]:
            run_day(market, trader, memory, explore=-1.0)
            continue
        run_day(market, trader, memory, explore=SETTINGS["noise"], learn=True)
        stats = trader.flush_meter()
        if (day + 1) % 6 == 0:
            greedy = sum(run_day(market, trader) for _ in range(5)) / 5
            print(f"day {day + 1}: td {stats['td']:.4f} pi {stats['pi']:.3f} greedy profit/day {greedy:.2f}")


if __name__ == "__main__":
    main()
