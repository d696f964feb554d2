import numpy as np


class Callback:
    def on_epoch_start(self, trainer):
        pass

    def on_batch_end(self, trainer, batch, outputs):
        pass

    def on_epoch_end(self, trainer):
        pass


class LossAverager(Callback):
    def on_epoch_start(self, trainer):
        self.values = []

    def on_batch_end(self, trainer, batch, outputs):
        self.values.append(outputs["loss"].item())

    def on_epoch_end(self, trainer):
        trainer.log["loss"] = float(np.mean(self.values))


class AccuracyMeter(Callback):
    def on_epoch_start(self, trainer):
        self.hits, self.seen = 0, 0

    def on_batch_end(self, trainer, batch, outputs):
        _, y = batch
        scores = outputs["logits"].numpy()
        self.hits += int((scores.argmax(axis=1) == y.numpy()).sum())
        self.seen += len(scores)

    def on_epoch_end(self, trainer):
        trainer.log["acc"] = self.hits / max(self.seen, 1)
