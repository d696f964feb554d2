import torch
import torch.nn.functional as F


class TemperatureScaler:
    def __init__(self, init_t=1.5, floor=0.05):
        self.temperature = (torch.ones(1) * init_t).requires_grad_()
        self.floor = floor

    def scaled(self, logits):
        return logits / self.temperature

    def fit(self, logits, labels, max_iter=60):
        opt = torch.optim.LBFGS([self.temperature], lr=0.05, max_iter=max_iter,
                                line_search_fn="strong_wolfe")

        def closure():
            opt.zero_grad()
            nll = F.cross_entropy(self.scaled(logits), labels)
            nll.backward()
            return nll

        opt.step(closure)
        with torch.no_grad():
            self.temperature.clamp_(min=self.floor)
        return self.temperature.item()
