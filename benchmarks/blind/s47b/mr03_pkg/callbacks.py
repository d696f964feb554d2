import torch


class EmaTarget:
    def __init__(self, tau):
        self.tau = tau

    def on_after_step(self, model):
        with torch.no_grad():
            for p_o, p_t in zip(model.online.parameters(), model.target.parameters()):
                p_t.lerp_(p_o, 1.0 - self.tau)
            for b_o, b_t in zip(model.online.buffers(), model.target.buffers()):
                b_t.copy_(b_o)


class ConsoleLog:
    def __init__(self):
        self.seen = {}

    def __call__(self, key, value):
        if torch.is_tensor(value):
            value = value.detach().cpu().numpy().mean()
        self.seen.setdefault(key, []).append(float(value))
