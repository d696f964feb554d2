import numpy as np
import torch


class Trainer:
    def __init__(self, learner, train, val, cfg):
        self.learner, self.train, self.val, self.cfg = learner, train, val, cfg

    def fit(self):
        for epoch in range(self.cfg["epochs"]):
            logs = self._run_epoch()
            rmse, acc = self.validate()
            print(f"epoch {epoch} loss={np.mean([l['loss'] for l in logs]):.4f} "
                  f"|dW_hh|={logs[-1]['gru_grad']:.3f} val moisture RMSE {rmse:.4f} sunset acc {acc:.3f}")

    def _run_epoch(self):
        x, m, d = self.train
        order = torch.randperm(x.shape[0])
        return [self._train_step(x[idx], m[idx], d[idx])
                for idx in order.split(self.cfg["batch_size"])]

    def _train_step(self, xb, mb, db):
        return self.learner.update_day(xb, mb, db)

    @torch.no_grad()
    def validate(self):
        model = self.learner.model
        model.eval()
        x, m, d = self.val
        _, pred, sunset_logit, _ = model(x)
        model.train()
        rmse = (pred - m).pow(2).mean().sqrt().item()
        acc = ((sunset_logit > 0).float() == d).float().mean().item()
        return rmse, acc

    def salience_profile(self):
        s = self.learner.salience.detach().cpu().numpy()
        return np.round(s / s.max(), 2)
