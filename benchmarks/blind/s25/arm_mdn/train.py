import torch

from arm_mdn import settings
from arm_mdn.kinematics import demonstrations
from arm_mdn.mdn import MixtureDensityNet
from arm_mdn.objective import negative_log_likelihood, reach_error


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    cfg = settings.load()
    gen = torch.Generator().manual_seed(9)
    hands, angles = demonstrations(cfg["samples"], cfg["upper"], cfg["fore"], gen)
    test_hands, _ = demonstrations(1000, cfg["upper"], cfg["fore"], gen)
    model = MixtureDensityNet(cfg["components"], cfg["width"])
    optimizer = torch.optim.Adam(model.parameters(), lr=cfg["lr"])
    arm = (cfg["upper"], cfg["fore"])
    print(f"mean reach error before {reach_error(model, test_hands, *arm):.3f}")
    for epoch in range(cfg["epochs"]):
        model.train()
        order = torch.randperm(cfg["samples"], generator=gen)
        for start in range(0, cfg["samples"], cfg["batch"]):
            rows = order[start:start + cfg["batch"]]
            nll = negative_log_likelihood(model(hands[rows]), angles[rows])
            optimizer.zero_grad()
            nll.backward()
            optimizer.step()
        if epoch % 3 == 2:
            print(f"epoch {epoch}: nll {nll.item():.3f}, mean reach error {reach_error(model, test_hands, *arm):.3f}")


if __name__ == "__main__":
    main()
