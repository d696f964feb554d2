class HoldoutAccuracy:
    def __init__(self, dataset, batch_size=128):
        self.dataset = dataset
        self.batch_size = batch_size
        self.history = []

    def on_epoch_end(self, trainer):
        net = trainer.network
        net.eval()
        hits, seen = 0, 0
        for xb, yb in self.dataset.batches(self.batch_size, shuffle=False):
            scores = net(xb)
            hits += (scores.argmax(dim=1) == yb).sum().item()
            seen += len(yb)
        net.train()
        self.history.append(hits / seen)
        print(f"  holdout accuracy {self.history[-1]:.3f}")


class EpochPrinter:
    def on_epoch_end(self, trainer):
        print(f"epoch {trainer.epoch}: train ce {trainer.last_epoch_value:.4f}")
