import numpy as np
import torch


class RunningAccuracy:
    def on_epoch_start(self, trainer):
        self.hits, self.seen = 0, 0

    def on_batch_end(self, trainer, batch, outputs):
        _, y = batch
        scores = outputs["logits"].detach().cpu().numpy()
        self.hits += int((scores.argmax(axis=1) == y.numpy()).sum())
        self.seen += scores.shape[0]

    def on_epoch_end(self, trainer):
        trainer.log["train_acc"] = self.hits / max(self.seen, 1)


class HoldoutEval:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def on_epoch_start(self, trainer):
        pass

    def on_batch_end(self, trainer, batch, outputs):
        pass

    def on_epoch_end(self, trainer):
        trainer.model.eval()
        with torch.no_grad():
            probs = trainer.model(self.x).softmax(dim=1)
        trainer.model.train()
        p = probs.numpy()
        trainer.log["val_acc"] = float((p.argmax(axis=1) == self.y.numpy()).mean())
        trainer.log["val_conf"] = float(np.max(p, axis=1).mean())
