import torch

from .losses import spectral_convergence, spectral_l1


class SeparationTrainer:
    def __init__(self, model, cfg):
        self.model = model
        self.cfg = cfg
        self.optimizer = getattr(torch.optim, cfg.optimizer)(model.parameters(), lr=cfg.lr)
        self.scheduler = torch.optim.lr_scheduler.ReduceLROnPlateau(self.optimizer, patience=1)

    def after_step(self, step, loss):
        if step % self.cfg.log_every == 0:
            print(f"step {step} l1 {loss:.4f}")

    @torch.no_grad()
    def validate(self, batch):
        self.model.eval()
        mix, refs = batch
        est = self.model(mix)
        self.model.train()
        return {k: spectral_convergence(est[k], refs[k]) for k in refs}

    def fit(self, sample_batch):
        n_params = sum(p.numel() for p in self.model.parameters())
        print(f"trainable params: {n_params}")
        for step in range(self.cfg.steps):
            mix, refs = sample_batch()
            self.optimizer.zero_grad()
            loss = spectral_l1(self.model(mix), refs)
            loss.backward()
            torch.nn.utils.clip_grad_norm_(self.model.parameters(), 5.0)
            self.optimizer.step()
            getattr(self, "after_step")(step, loss.item())
        sc = self.validate(sample_batch())
        self.scheduler.step(sum(sc.values()))
        print("val spectral convergence:", {k: round(v, 3) for k, v in sc.items()})
