import torch
import torch.nn.functional as F

from .chunking import separate_long
from .stft_utils import analyse


class SeparationTrainer:
    def __init__(self, model, cfg):
        self.model, self.cfg = model, cfg
        self.opt = torch.optim.Adam(model.parameters(), lr=cfg["lr"])
        self.history = {"loss": [], "val_sdr": []}

    def objective(self, mix, sources):
        spec = analyse(mix)
        est_mag = self.model(spec.abs()) * spec.abs()[:, None]
        return F.l1_loss(torch.log1p(est_mag), torch.log1p(analyse(sources).abs()))

    def validate(self, long_mix, long_sources):
        self.model.eval()
        est = separate_long(self.model, long_mix)
        self.model.train()
        return (10 * torch.log10(long_sources.pow(2).sum(-1) / (est - long_sources).pow(2).sum(-1))).tolist()

    def fit(self, mix, sources, long_val):
        accum, b = self.cfg["accum"], self.cfg["batch"]
        self.opt.zero_grad(set_to_none=True)
        for epoch in range(self.cfg["epochs"]):
            running = 0.0
            for i, s in enumerate(range(0, mix.shape[0], b)):
                loss = self.objective(mix[s:s + b], sources[s:s + b]) / accum
                loss.backward()
                running += loss.item() * accum
                if (i + 1) % accum == 0:
                    self.opt.step()
                    with torch.no_grad():
                        self.model.src_gain.clamp_(0.5, 2.0)
                    self.opt.zero_grad(set_to_none=True)
            self.history["loss"].append(running / (i + 1))
            self.history["val_sdr"].append(self.validate(*long_val))
            clack, rumble = self.history["val_sdr"][-1]
            print(f"epoch {epoch}: loss {self.history['loss'][-1]:.4f} val SDR clack {clack:.2f} dB rumble {rumble:.2f} dB")
        return self.history
