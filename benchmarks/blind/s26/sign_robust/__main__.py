import torch
import torch.nn.functional as F
from torch.optim.swa_utils import SWALR, AveragedModel, update_bn

from .attacks import make_attack
from .classifier import SignNet
from .robustness import accuracy_under
from .signs import CLASSES, sign_set

PLAN = {"per_class": 150, "test_per_class": 50, "batch": 64, "clean_epochs": 3,
        "adversarial_epochs": 3, "swa_from": 4, "epsilon": 0.08, "lr": 2e-3, "swa_lr": 5e-4}


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    generator = torch.Generator().manual_seed(0)
    train_x, train_y = sign_set(PLAN["per_class"], generator)
    test_x, test_y = sign_set(PLAN["test_per_class"], generator)

    model = SignNet(len(CLASSES))
    optimizer = torch.optim.Adam(model.parameters(), lr=PLAN["lr"])
    swa_model = AveragedModel(model)
    swa_scheduler = SWALR(optimizer, swa_lr=PLAN["swa_lr"], anneal_epochs=2)
    train_attack = make_attack("fgsm", epsilon=PLAN["epsilon"])
    eval_attack = make_attack("pgd", epsilon=PLAN["epsilon"])

    epochs = PLAN["clean_epochs"] + PLAN["adversarial_epochs"]
    for epoch in range(epochs):
        adversarial = epoch >= PLAN["clean_epochs"]
        for rows in torch.randperm(train_y.numel(), generator=generator).split(PLAN["batch"]):
            x, y = train_x[rows], train_y[rows]
            if adversarial:
                x = torch.cat([x, train_attack.perturb(model, x, y)])
                y = torch.cat([y, y])
            loss = F.cross_entropy(model(x), y)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
        if epoch >= PLAN["swa_from"]:
            swa_model.update_parameters(model)
            swa_scheduler.step()
        line = f"epoch {epoch}{' (adv)' if adversarial else ''}: ce {loss.item():.3f} " \
               f"clean {accuracy_under(model, test_x, test_y):.3f}"
        if epoch in (PLAN["clean_epochs"] - 1, epochs - 1):
            line += f" pgd {accuracy_under(model, test_x, test_y, eval_attack):.3f}"
        print(line)

    update_bn([(train_x[i:i + 256],) for i in range(0, train_y.numel(), 256)], swa_model)
    swa_net = swa_model.module
    print(f"swa: clean {accuracy_under(swa_net, test_x, test_y):.3f} "
          f"pgd {accuracy_under(swa_net, test_x, test_y, eval_attack):.3f}")


if __name__ == "__main__":
    main()
