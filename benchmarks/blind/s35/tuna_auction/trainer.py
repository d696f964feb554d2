import torch


class SeasonTrainer:
    def __init__(self, model, lr=3e-3, weight_decay=0.0):
        self.model = model
        self.optimizer = torch.optim.Adam(model.parameters(), lr=lr, weight_decay=weight_decay)

    def fit(self, data, epochs, batch_size, generator):
        x, vessel, y = data
        self.model.train()
        for _ in range(epochs):
            order = torch.randperm(len(y), generator=generator)
            for idx in order.split(batch_size):
                loss = torch.nn.functional.mse_loss(self.model(x[idx], vessel[idx]), y[idx])
                self.optimizer.zero_grad()
                loss.backward()
                self.optimizer.step()
        return self
