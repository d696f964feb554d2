import torch
import torch.nn.functional as F

from .evaluation import evaluate


class CTCTrainer:
    def __init__(self, model, cfg, val_batches):
        self.model = model
        self.cfg = cfg
        self.val_batches = val_batches
        self.optimizer = getattr(torch.optim, cfg.optim)(model.parameters(), lr=cfg.lr)
        self.history = []

    def on_epoch_end(self, epoch):
        val_loss, cer = evaluate(self.model, self.val_batches)
        self.history.append((epoch, val_loss, cer))
        print(f"epoch {epoch} val_ctc {val_loss:.3f} cer {cer:.3f}")

    def train_epoch(self, batches):
        self.model.train()
        for imgs, targets, target_lens in batches:
            self.optimizer.zero_grad()
            lp = self.model(imgs).permute(1, 0, 2)
            in_lens = [lp.shape[0]] * lp.shape[1]
            loss = F.ctc_loss(lp, targets, in_lens, target_lens, zero_infinity=True)
            loss.backward()
            torch.nn.utils.clip_grad_norm_(self.model.parameters(), 5.0)
            self.optimizer.step()

    def fit(self, make_batches):
        for epoch in range(self.cfg.epochs):
            self.train_epoch(make_batches(self.cfg.train_batches))
            getattr(self, "on_epoch_end")(epoch)
