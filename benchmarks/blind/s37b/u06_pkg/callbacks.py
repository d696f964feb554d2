import torch


class Callback:
    def on_epoch_end(self, engine, epoch, logs):
        pass


class EarlyStopping(Callback):
    def __init__(self, patience=20):
        self.patience = patience
        self.best = float("inf")
        self.wait = 0

    def on_epoch_end(self, engine, epoch, logs):
        if logs["loss"] < self.best - 1e-4:
            self.best, self.wait = logs["loss"], 0
        else:
            self.wait += 1
            if self.wait >= self.patience:
                engine.stop = True


class AccuracyLogger(Callback):
    def __init__(self, every=20):
        self.every = every

    def on_epoch_end(self, engine, epoch, logs):
        if epoch % self.every:
            return
        engine.model.eval()
        with torch.no_grad():
            pred = engine.model(engine.x, engine.adj).argmax(dim=1)
        engine.model.train()
        test = ~engine.train_mask
        acc = (pred[test] == engine.labels[test]).float().mean().item()
        print(f"epoch {epoch:3d} loss {logs['loss']:.4f} test_acc {acc:.3f}")
