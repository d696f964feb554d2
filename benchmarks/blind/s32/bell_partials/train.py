import torch
import torch.nn.functional as F

from bell_partials.foundry import PARTIALS, cast_bells
from bell_partials.model import PartialNet
from bell_partials.shaping import WeightAverage, keep_monotone, renorm_rows


@torch.no_grad()
def cents_error(model, x, y):
    err = (model(x) - y).abs().mean(dim=0) * 100.0
    return {name: round(v, 1) for name, v in zip(PARTIALS, err.tolist())}


def main(epochs=6, batch_size=32):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, y = cast_bells(2400)
    x_test, y_test = cast_bells(400)
    model = PartialNet()
    optimizer = torch.optim.NAdam(model.parameters(), lr=2e-3)
    scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max=epochs)
    average = WeightAverage(model)
    print("untrained error (cents):", cents_error(model, x_test, y_test))
    for epoch in range(epochs):
        model.train()
        for idx in torch.randperm(x.shape[0]).split(batch_size):
            loss = F.smooth_l1_loss(model(x[idx]), y[idx])
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            keep_monotone(model.stiffness)
            renorm_rows(model.mix[4], max_norm=3.0)
            average.update(model)
        scheduler.step()
        print(f"epoch {epoch}: live {cents_error(model, x_test, y_test)}")
    print("averaged weights:", cents_error(average.shadow, x_test, y_test))


if __name__ == "__main__":
    main()
