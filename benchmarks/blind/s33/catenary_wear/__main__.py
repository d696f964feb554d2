import torch

from .inference import predict
from .model import Settings, WearModel
from .planning import linear_sensitivities, renewal_ranking
from .spans import FEATURES, survey


def main(settings=None):
    settings = settings or Settings(epochs=6, lr=3e-3)
    torch.manual_seed(0)
    torch.set_num_threads(1)
    g = torch.Generator().manual_seed(43)
    x, y = survey(2400, g)
    xt, yt = survey(400, g)
    mu, sd, y_mu, y_sd = x.mean(0), x.std(0), y.mean(), y.std()
    x, xt = (x - mu) / sd, (xt - mu) / sd
    y_n = (y - y_mu) / y_sd

    model = WearModel(len(FEATURES), settings.width, settings.dropout)
    optimizer = torch.optim.Adam(model.parameters(), lr=settings.lr)
    scheduler = torch.optim.lr_scheduler.StepLR(optimizer, step_size=2, gamma=0.5)
    for epoch in range(settings.epochs):
        model.train()
        for idx in torch.randperm(len(y)).split(settings.batch_size):
            loss = torch.nn.functional.mse_loss(model(x[idx]), y_n[idx])
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
        scheduler.step()
        mae = (predict(model, xt) * y_sd + y_mu - yt).abs().mean().item()
        print(f"epoch {epoch}: test mae {mae:.3f} mm per million passages")

    remaining = 3.0 + torch.rand(len(xt), generator=g).numpy() * 4.0
    print("first spans to renew (index, years):",
          renewal_ranking(model, xt, y_sd.item(), y_mu.item(), remaining))
    print("linear sensitivities:", linear_sensitivities(model, FEATURES))


if __name__ == "__main__":
    main()
