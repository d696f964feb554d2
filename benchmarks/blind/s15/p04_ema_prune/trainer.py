import torch
import torch.nn.functional as F


class Trainer:
    def __init__(self, net, opt, callbacks=()):
        self.net, self.opt, self.callbacks = net, opt, list(callbacks)

    def fire(self, event):
        for cb in self.callbacks:
            fn = getattr(cb, event, None)
            if fn is not None:
                fn(self)

    def fit(self, batches, epochs=2):
        for ep in range(epochs):
            total = 0.0
            for img, kp in batches:
                self.opt.zero_grad()
                err = F.smooth_l1_loss(self.net(img), kp)
                err.backward()
                torch.nn.utils.clip_grad_norm_(self.net.parameters(), 5.0)
                self.opt.step()
                self.fire("after_step")
                total += err.item()
            print(f"epoch {ep} loss {total / len(batches):.4f}")
