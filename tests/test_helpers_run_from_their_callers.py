"""A helper that nothing worth running for itself calls (an FID script: `calculate_fid(paths)`
builds a frozen Inception network and hands it down three helpers to `get_activations(files,
model)`, which puts it in eval mode and runs it with grad on) runs from the top of its callers'
chain, and a call the depth limit cuts runs on its own from that call, with its caller's
arguments and grad mode, not with unknown arguments."""
from autograd_lint import lint_paths

FID = '''
import numpy as np
import torch
import torch.nn as nn


class FeatureNet(nn.Module):
    def __init__(self, requires_grad=False):
        super().__init__()
        self.blocks = nn.Sequential(nn.Conv2d(3, 8, 3), nn.ReLU(), nn.AdaptiveAvgPool2d(1))
        for param in self.parameters():
            param.requires_grad = requires_grad

    def forward(self, x):
        return [self.blocks(x)]


def get_activations(images, model, batch_size=4):
    model.eval()
    feats = []
    for start in range(0, len(images), batch_size):
        batch = torch.from_numpy(images[start:start + batch_size])
        pred = model(batch)[0]
        feats.append(pred.reshape(len(batch), -1).numpy())
    return np.concatenate(feats)


def activation_statistics(images, model, batch_size=4):
    act = get_activations(images, model, batch_size)
    return act.mean(axis=0), np.cov(act, rowvar=False)


def statistics_of_folder(images, model, batch_size):
    return activation_statistics(images, model, batch_size)


def statistics_of_pair(first, second, model, batch_size):
    return statistics_of_folder(first, model, batch_size), \\
        statistics_of_folder(second, model, batch_size)


def frechet_distance(paths, batch_size=4):
    model = FeatureNet({grad})
    (m1, s1), (m2, s2) = statistics_of_pair(paths[0], paths[1], model, batch_size)
    return float(((m1 - m2) ** 2).sum() + np.trace(s1 + s2))
'''


def _lint(tmp_path, grad: str, name: str = "fid_score.py"):
    path = tmp_path / name
    path.write_text(FID.lstrip().replace("{grad}", grad))
    return [(f.line, f.code) for f in lint_paths([str(path)], jobs=1).findings]


def test_a_frozen_network_built_at_the_top_of_the_chain_is_no_evaluation_with_grad(tmp_path):
    assert _lint(tmp_path, "") == []


def test_a_trainable_network_built_at_the_top_is_reported(tmp_path):
    # (and its output, with a graph, cannot become a numpy array)
    assert _lint(tmp_path, "requires_grad=True") == [(22, "AGL009"), (23, "AGL013")]


def test_helper_alone_with_an_unknown_model_is_still_reported(tmp_path):
    # (no caller in the file: what `model` is stays unknown, and an evaluation helper is where
    # a no_grad belongs)
    path = tmp_path / "helpers.py"
    path.write_text(FID.lstrip().split("def activation_statistics")[0])
    assert [(f.line, f.code) for f in lint_paths([str(path)], jobs=1).findings] == \
        [(22, "AGL009"), (23, "AGL013")]
