import torch


class PumpingKite:
    """Batched, differentiable pumping-cycle model of a ground-generation kite."""

    def __init__(self, n, dt=1.0, seed=0):
        self.n = n
        self.dt = dt
        self.g = torch.Generator().manual_seed(seed)
        self.k_out = 0.9      # kN per (m/s)^2, traction phase
        self.k_in = 0.08      # depowered kite while reeling in
        self.max_tension = 60.0

    def reset(self):
        wind = 6.0 + 6.0 * torch.rand(self.n, generator=self.g)
        length = 300.0 + 100.0 * torch.rand(self.n, generator=self.g)
        elevation = 0.5 + 0.3 * torch.rand(self.n, generator=self.g)
        reel = torch.zeros(self.n)
        return {"wind": wind, "length": length, "elevation": elevation, "reel": reel}

    @staticmethod
    def observe(state):
        return torch.stack([state["wind"] / 10.0, (state["length"] - 400.0) / 200.0,
                            state["elevation"], state["reel"] / 8.0], dim=1)

    def step(self, state, action):
        reel, elev_cmd = action[:, 0], action[:, 1]
        elevation = state["elevation"] + 0.3 * (elev_cmd - state["elevation"])
        height = state["length"] * torch.sin(elevation)
        wind = state["wind"] * (height.clamp(min=10.0) / 200.0) ** 0.14
        apparent = wind * torch.cos(elevation) - reel
        traction = self.k_out * apparent.clamp(min=0.0) ** 2
        retraction = self.k_in * apparent ** 2
        tension = torch.where(reel > 0, traction, retraction)
        power = tension * reel                                   # kW
        length = state["length"] + self.dt * reel
        gust = 1.0 + 0.05 * torch.randn(self.n, generator=self.g)
        nxt = {"wind": state["wind"] * gust, "length": length,
               "elevation": elevation, "reel": reel}
        return nxt, power, tension
