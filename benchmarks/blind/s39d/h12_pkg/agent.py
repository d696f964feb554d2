import torch
import torch.nn.functional as F

from .buffers import TensorBuffer, pack
from .components import build_components


class MBPOAgent:
    def __init__(self, obs_dim, act_dim, cfg):
        self.cfg, self.obs_dim, self.act_dim = cfg, obs_dim, act_dim
        self.nets = build_components(obs_dim, act_dim, cfg)
        self.opts = {
            "dynamics": torch.optim.Adam(self.nets["dynamics"].parameters(), lr=cfg["lr_model"]),
            "policy": torch.optim.Adam(self.nets["policy"].parameters(), lr=cfg["lr_pi"]),
            "q": torch.optim.Adam(self.nets["q"].parameters(), lr=cfg["lr_q"]),
        }
        width = 2 * obs_dim + act_dim + 2
        self.model_buffer = TensorBuffer(cfg["model_buffer"], width)

    @torch.no_grad()
    def act(self, s, noise=0.0):
        a = self.nets["policy"](s.unsqueeze(0))[0]
        return (a + noise * torch.randn_like(a)).clamp(-1, 1)

    def _zero(self, names):
        for name in names:
            self.opts[name].zero_grad(set_to_none=True)

    @torch.no_grad()
    def branch_rollouts(self, real):
        s = real.sample(self.cfg["rollout_batch"], self.obs_dim, self.act_dim)[0]
        a = (self.nets["policy"](s) + 0.1 * torch.randn(s.size(0), self.act_dim)).clamp(-1, 1)
        s2, r, d = self.nets["dynamics"].sample_step(s, a)
        self.model_buffer.extend(pack(s, a, r, s2, (d > 0.5).float()))

    def update(self, real):
        cfg = self.cfg
        self._zero(("dynamics", "policy"))

        s, a, r, s2, d = real.sample(cfg["batch"], self.obs_dim, self.act_dim)
        pred = self.nets["dynamics"](s, a)
        target = torch.cat([s2 - s, r, d], -1).expand_as(pred)
        model_loss = F.mse_loss(pred[..., :-1], target[..., :-1]) + \
            F.binary_cross_entropy_with_logits(pred[..., -1], target[..., -1])
        model_loss.backward()
        self.opts["dynamics"].step()

        self.branch_rollouts(real)
        s, a, r, s2, d = self.model_buffer.sample(cfg["batch"], self.obs_dim, self.act_dim)
        with torch.no_grad():
            y = r + cfg["gamma"] * (1 - d) * self.nets["q_target"](s2, self.nets["policy"](s2))
        q_loss = F.mse_loss(self.nets["q"](s, a), y)
        q_loss.backward()
        self.opts["q"].step()

        pi_loss = -self.nets["q"](s, self.nets["policy"](s)).mean()
        pi_loss.backward()
        self.opts["policy"].step()

        with torch.no_grad():
            for p, pt in zip(self.nets["q"].parameters(), self.nets["q_target"].parameters()):
                pt.lerp_(p, cfg["tau"])
        return {"model": model_loss.item(), "q": q_loss.item(), "pi": pi_loss.item()}
