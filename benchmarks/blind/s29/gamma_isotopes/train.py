import torch

from nets import domain_critic, feature_extractor, isotope_classifier
from optim import build_optimizers
from spectra import spectra
from steps import critic_step, task_step


@torch.no_grad()
def accuracy(extractor, classifier, x, y):
    return round((classifier(extractor(x)).argmax(1) == y).float().mean().item(), 3)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    rng = torch.Generator().manual_seed(40)
    sim_x, sim_y = spectra(6000, rng, simulated=True)
    measured_x, _ = spectra(6000, rng, simulated=False)            # unlabelled field spectra
    check_x, check_y = spectra(1500, rng, simulated=False)         # labelled check sources
    extractor, classifier, critic = feature_extractor(), isotope_classifier(), domain_critic()
    optimizers = build_optimizers(extractor, classifier, critic)
    print("untrained accuracy on measured spectra:", accuracy(extractor, classifier, check_x, check_y))
    steps_per_epoch = len(sim_x) // 100
    for epoch in range(5):
        weight = min(1.0, 0.25 * epoch)
        sim_order, measured_order = torch.randperm(len(sim_x)), torch.randperm(len(measured_x))
        for i in range(steps_per_epoch):
            s, m = sim_order[i * 100:(i + 1) * 100], measured_order[i * 100:(i + 1) * 100]
            d_loss = critic_step(extractor, critic, optimizers, sim_x[s], measured_x[m])
            ce, confusion = task_step(extractor, classifier, critic, optimizers,
                                      sim_x[s], sim_y[s], measured_x[m], weight)
        print(f"epoch {epoch}: ce {ce:.3f} critic {d_loss:.3f} confusion {confusion:.3f}"
              f" | simulated {accuracy(extractor, classifier, sim_x[:1500], sim_y[:1500])}"
              f" measured {accuracy(extractor, classifier, check_x, check_y)}")


if __name__ == "__main__":
    main()
