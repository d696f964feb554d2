import torch

import model as retreat_model
import monitor
import surveys

SETTINGS = {"epochs": 40, "batch": 32, "lr": 3e-3, "weight_decay": 1e-5}


@torch.no_grad()
def mean_abs_error(net, x, y):
    net.eval()
    err = (net(x) - y).abs().mean().item()
    net.train()
    return err


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(8)
    x, y = surveys.transect_surveys(640, gen)
    xv, yv = surveys.transect_surveys(200, gen)

    net = retreat_model.RetreatNet(len(surveys.FEATURES))
    net.fit_scaler(x)
    opt = torch.optim.Adam(net.parameters(), lr=SETTINGS["lr"],
                           weight_decay=SETTINGS["weight_decay"])
    flow = monitor.GradientFlow(net)
    loss_fn = torch.nn.HuberLoss(delta=2.0)
    print(f"untrained: shoreline retreat mae {mean_abs_error(net, xv, yv):.2f} m")

    for epoch in range(SETTINGS["epochs"]):
        for xb, yb in surveys.loader(x, y, SETTINGS["batch"], gen):
            loss = loss_fn(net(xb), yb)
            opt.zero_grad()
            loss.backward()
            flow.record()
            opt.step()
        norms = flow.summary()
        if epoch % 10 == 9:
            grads = " ".join(f"{k}={v:.3f}" for k, v in norms.items())
            print(f"epoch {epoch + 1}: val mae {mean_abs_error(net, xv, yv):.2f} m | {grads}")


if __name__ == "__main__":
    main()
