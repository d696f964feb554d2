import torch
import torch.nn.functional as F

from tram_brakes.model import WearModel
from tram_brakes.optim import build_optimizer
from tram_brakes.routes import DUTY, duty_records


@torch.no_grad()
def mae_mm(model, x, y):
    model.eval()
    return (model(x) - y).abs().mean().item()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(31)
    train_x, train_y = duty_records(3000, gen)
    test_x, test_y = duty_records(600, gen)
    model = WearModel(len(DUTY))
    optimizer = build_optimizer(model)
    print(f"mean-rate baseline mae {(test_y - train_y.mean()).abs().mean():.4f} mm/1000 km, "
          f"untrained mae {mae_mm(model, test_x, test_y):.4f}")
    for epoch in range(8):
        model.train()
        order = torch.randperm(len(train_y), generator=gen)
        for start in range(0, len(order), 50):
            idx = order[start:start + 50]
            loss = F.huber_loss(model(train_x[idx]), train_y[idx], delta=0.1)
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm=1.0)
            optimizer.step()
        print(f"epoch {epoch}: test mae {mae_mm(model, test_x, test_y):.4f} mm/1000 km")


if __name__ == "__main__":
    main()
