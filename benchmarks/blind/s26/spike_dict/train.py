import torch

from spike_dict import recording
from spike_dict.constraints import NonNegativeThreshold, ResampleDeadAtoms, UnitNormAtoms
from spike_dict.fit import fit_epoch
from spike_dict.sparse_coder import SpikeCoder

SPEC = {
    "neurons": 6, "per_neuron": 500, "noise": 0.35,
    "coder": {"atoms": 10, "hidden": 64},
    "fit": {"batch": 100, "sparsity": 0.05, "epochs": 20},
    "adam": {"lr": 3e-3},
}


def report(tag, coder, snippets, units, templates):
    with torch.no_grad():
        recon, codes = coder(snippets)
        mse = (recon - snippets).pow(2).mean().item()
    print(f"{tag}: recon mse {mse:.3f} (signal power {snippets.pow(2).mean():.3f}) "
          f"sorting purity {recording.purity(codes, units, SPEC['coder']['atoms']):.3f} "
          f"mean template angle {recording.angle_to_templates(coder.atoms.detach(), templates):.1f} deg")


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    generator = torch.Generator().manual_seed(0)
    templates = recording.neuron_templates(SPEC["neurons"], generator)
    snippets, units = recording.detected_spikes(templates, SPEC["per_neuron"], SPEC["noise"], generator)

    coder = SpikeCoder(recording.SAMPLES, **SPEC["coder"])
    constraints = [UnitNormAtoms(), NonNegativeThreshold(), ResampleDeadAtoms(patience=20)]
    for constraint in constraints[:1]:
        constraint(coder, snippets)
    optimizer = torch.optim.Adam(coder.parameters(), **SPEC["adam"])
    report("before", coder, snippets, units, templates)
    for epoch in range(SPEC["fit"]["epochs"]):
        mse, l1 = fit_epoch(coder, snippets, optimizer, constraints, SPEC["fit"]["batch"],
                            SPEC["fit"]["sparsity"], generator)
        if epoch % 5 == 4:
            print(f"epoch {epoch}: mse {mse:.4f} l1 {l1:.4f}")
    report("after ", coder, snippets, units, templates)


if __name__ == "__main__":
    main()
