import torch

from plankton_fixmatch.cnn import plankton_cnn
from plankton_fixmatch.imaging import GROUPS, frames
from plankton_fixmatch.steps import PHASES

CONFIG = {"schedule": [("warmup", 2), ("fixmatch", 5)], "threshold": 0.9, "temperature": 1.0,
          "lambda_u": 1.0, "labelled_batch": 16, "mu": 4}


@torch.no_grad()
def accuracy(net, x, y):
    net.eval()
    return (net(x).argmax(1) == y).float().mean().item()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(59)
    lab_x, lab_y = frames(80, gen)
    unlab_x, _ = frames(2000, gen)
    test_x, test_y = frames(600, gen)
    net = plankton_cnn(len(GROUPS))
    opt = torch.optim.SGD(net.parameters(), lr=0.03, momentum=0.9, nesterov=True,
                          weight_decay=5e-4)
    b, mu = CONFIG["labelled_batch"], CONFIG["mu"]
    print(f"test accuracy before {accuracy(net, test_x, test_y):.3f}")
    epoch = 0
    for phase, epochs in CONFIG["schedule"]:
        step = PHASES[phase]
        for _ in range(epochs):
            net.train()
            order = torch.randperm(len(unlab_x))
            logs = {}
            for i in range(0, len(order), b * mu):
                lab = torch.randint(len(lab_y), (b,))
                objective, parts = step(net, (lab_x[lab], lab_y[lab]),
                                        unlab_x[order[i:i + b * mu]], CONFIG)
                opt.zero_grad()
                objective.backward()
                opt.step()
                for k, v in parts.items():
                    logs.setdefault(k, []).append(v)
            means = {k: round(sum(v) / len(v), 3) for k, v in logs.items()}
            print(f"epoch {epoch} ({phase}): {means} test accuracy "
                  f"{accuracy(net, test_x, test_y):.3f}")
            epoch += 1


if __name__ == "__main__":
    main()
