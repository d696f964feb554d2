import torch
import torch.nn.functional as F


class Trainer:
    def __init__(self, model, lr=4e-2, weight_decay=1e-5):
        self.model = model
        self.optimizer = torch.optim.AdamW(model.parameters(), lr=lr, weight_decay=weight_decay)
        self.scheduler = torch.optim.lr_scheduler.ExponentialLR(self.optimizer, gamma=0.7)

    def fit_epoch(self, data, batch_size=32, generator=None):
        log_inputs, arching, log_freq = data
        self.model.train()
        order = torch.randperm(log_inputs.shape[0], generator=generator)
        for i in range(0, log_inputs.shape[0], batch_size):
            idx = order[i:i + batch_size]
            loss = F.mse_loss(self.model(log_inputs[idx], arching[idx]), log_freq[idx])
            self.optimizer.zero_grad()
            loss.backward()
            self.optimizer.step()
        self.scheduler.step()
        return loss.item()

    @torch.no_grad()
    def cents_error(self, data):
        log_inputs, arching, log_freq = data
        self.model.eval()
        diff = self.model(log_inputs, arching) - log_freq
        return (1200 / torch.log(torch.tensor(2.0)) * diff.abs()).mean(dim=0)
