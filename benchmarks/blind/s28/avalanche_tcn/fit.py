import torch
from torch import nn

from ordinal import CoralHead, coral_loss, predict_level
from tcn import SnowpackTCN


class DangerModel(nn.Module):
    def __init__(self, inputs, levels):
        super().__init__()
        self.tcn = SnowpackTCN(inputs)
        self.head = CoralHead(self.tcn.out_features, levels)

    def forward(self, weather):
        return self.head(self.tcn(weather))


@torch.no_grad()
def scores(model, weather, danger):
    model.eval()
    pred = predict_level(model(weather))
    model.train()
    return {"exact": round((pred == danger).float().mean().item(), 3),
            "within_one": round(((pred - danger).abs() <= 1).float().mean().item(), 3),
            "mae": round((pred - danger).abs().float().mean().item(), 3)}


def fit(model, train, test, epochs, batch_size, generator):
    optimizer = torch.optim.Adam(model.parameters(), lr=3e-3)
    schedule = torch.optim.lr_scheduler.StepLR(optimizer, step_size=4, gamma=0.4)
    weather, danger = train
    for epoch in range(epochs):
        model.train()
        for rows in torch.randperm(len(danger), generator=generator).split(batch_size):
            optimizer.zero_grad()
            loss = coral_loss(model(weather[rows]), danger[rows])
            loss.backward()
            optimizer.step()
        schedule.step()
        if epoch % 2 == 1:
            print(f"epoch {epoch}  loss {loss.item():.4f}  test {scores(model, *test)}")
