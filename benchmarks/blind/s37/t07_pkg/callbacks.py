import torch


class Callback:
    def on_update(self, it, loss, ret):
        pass

    def on_end(self):
        pass


class LossHistory(Callback):
    def __init__(self, every=25):
        self.every = every
        self.losses = []
        self.returns = []

    def on_update(self, it, loss, ret):
        self.losses.append(loss)
        self.returns.append(ret)
        if (it + 1) % self.every == 0:
            recent = torch.stack(self.losses[-self.every:]).mean()
            print(f"iter {it + 1}: loss {recent.item():.3f} return {sum(self.returns[-self.every:]) / self.every:.3f}")

    def on_end(self):
        print(f"final mean return {sum(self.returns[-10:]) / 10:.3f}")
