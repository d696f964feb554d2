import torch

from .model import ClothesLineGRU
from .objectives import make_optimizer, moisture_loss, sunset_loss


class TBPTTLearner:
    """Truncated back-propagation through the day: the hidden state flows forward across
    windows but gradients stop at each window boundary."""

    def __init__(self, cfg):
        self.cfg = cfg
        self.model = ClothesLineGRU(hidden=cfg["hidden"])
        self.opt = make_optimizer(self.model, cfg["lr"])

    def update_day(self, x, moisture, dry):
        h, running = None, torch.zeros(())
        n_win = x.shape[1] // self.cfg["window"]
        for w in range(n_win):
            sl = slice(w * self.cfg["window"], (w + 1) * self.cfg["window"])
            last = w == n_win - 1
            h, loss = self._window_step(x[:, sl], moisture[:, sl], dry, h, last)
            h = h.detach()
            running += loss.detach()
        return {"loss": float(running / n_win), "gru_grad": self._gru_grad_norm()}

    def _window_step(self, xw, mw, dry, h, last):
        self.opt.zero_grad()
        seq, pred, sunset_logit, h = self.model(xw, h)
        l_moist = moisture_loss(pred, mw)
        if last:
            seq.retain_grad()
            l_moist.backward(retain_graph=True)
            l_sun = sunset_loss(sunset_logit, dry)
            l_sun.backward()
            self.salience = seq.grad.abs().mean(dim=(0, 2))
            loss = l_moist + l_sun
        else:
            l_moist.backward()
            loss = l_moist
        self.opt.step()
        return h, loss

    def _gru_grad_norm(self):
        g = self.model.gru.weight_hh_l0.grad
        return float(g.norm()) if g is not None else 0.0
