import torch

from .forces import force_errors, predict_forces
from .geometry import prepare
from .potential import PairNet
from .system import lj_energy, lj_forces, sample_configurations

SETTINGS = dict(n_train=512, n_test=128, epochs=60, batch_size=64, lr=3e-3, seed=0)


def main(settings=SETTINGS):
    torch.manual_seed(settings["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(settings["seed"])
    x_train = sample_configurations(settings["n_train"], generator=gen)
    x_test = sample_configurations(settings["n_test"], generator=gen)
    e_train, e_test = lj_energy(x_train), lj_energy(x_test)
    e_mean, e_std = e_train.mean(), e_train.std()
    print(f"energies: mean {e_mean:.3f} std {e_std:.3f}")

    model = PairNet(n_atoms=x_train.shape[1])
    optimizer = torch.optim.Adam(model.parameters(), lr=settings["lr"])
    scheduler = torch.optim.lr_scheduler.StepLR(optimizer, step_size=20, gamma=0.5)
    for epoch in range(settings["epochs"]):
        perm = torch.randperm(len(x_train), generator=gen)
        for k in range(0, len(perm), settings["batch_size"]):
            idx = perm[k:k + settings["batch_size"]]
            pred = model(prepare(x_train[idx]))
            loss = torch.nn.functional.mse_loss((pred - e_mean) / e_std,
                                                (e_train[idx] - e_mean) / e_std)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
        scheduler.step()
        if (epoch + 1) % 20 == 0:
            with torch.no_grad():
                mae = (model(prepare(x_test)) - e_test).abs().mean().item()
            print(f"epoch {epoch + 1}: energy mae {mae:.4f}")

    f_pred = predict_forces(model, x_test)
    mae, cos = force_errors(f_pred, lj_forces(x_test))
    print(f"force mae {mae:.4f}, mean cosine to reference {cos:.3f}")


if __name__ == "__main__":
    main()
