"""A backward that runs proves a graph. A loss the analysis cannot trace (a flow whose
``forward`` loops over ``self._modules.values()``, a model from a library it does not read) is
unknown, and unknown silences; but once the program calls ``loss.backward()`` on it, the loss
surely carries a graph, so ``train_loss.append(loss)`` after it keeps each batch's graph (AGL010).
nicola-decao/BNAF's ``density_estimation.py:208`` was missed so (session 37's last look)."""
import textwrap

from autograd_lint import lint_paths, lint_source

FLOW = '''
import torch
import torch.nn as nn


class Flow(nn.Sequential):
    def forward(self, inputs):
        log_det = 0.0
        for module in self._modules.values():
            inputs, part = module(inputs)
            log_det = log_det + part
        return inputs, log_det


def log_p(model, x):
    y, log_det = model(x)
    return torch.distributions.Normal(0.0, 1.0).log_prob(y).sum(-1) + log_det


def train(model, optimizer, loader, epochs):
    for epoch in range(epochs):
        train_loss = []
        for (x,) in loader:
            loss = -log_p(model, x).mean()
            loss.backward()
            optimizer.step()
            optimizer.zero_grad()
            train_loss.append(loss)
        print(torch.stack(train_loss).mean().item())
'''


def _codes(source: str) -> list[tuple[int, str]]:
    return [(f.line, f.code) for f in lint_source(textwrap.dedent(source).lstrip(), "t.py")]


def test_a_backwarded_loss_of_unknown_origin_kept_in_a_list_is_reported():
    assert _codes(FLOW) == [(27, "AGL010")]


def test_its_number_or_detached_copy_kept_is_not_reported():
    for kept in ("loss.item()", "loss.detach()", "float(loss)"):
        assert _codes(FLOW.replace("train_loss.append(loss)", f"train_loss.append({kept})")) == [], kept


def test_a_loss_of_unknown_origin_never_backwarded_stays_unknown():
    # (no backward: nothing proves a graph; an unknown model's output is not assumed to have one)
    source = FLOW.replace("            loss.backward()\n", "").replace(
        "            optimizer.step()\n            optimizer.zero_grad()\n", "")
    assert "backward" not in source
    assert _codes(source) == []


def test_a_library_models_loss_summed_after_its_backward_is_reported():
    source = '''
    import torch
    import timm

    model = timm.create_model("resnet18", num_classes=10)
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    total = 0.0
    for x, y in loader:
        loss = torch.nn.functional.cross_entropy(model(x), y)
        opt.zero_grad()
        loss.backward()
        opt.step()
        total += loss
    print(total / 10)
    '''
    assert _codes(source) == [(12, "AGL010")]
    assert _codes(source.replace("total += loss", "total += loss.item()")) == []


def test_one_backward_per_iteration_of_an_unknown_loss_is_no_second_backward():
    source = '''
    import torch

    def fit(model, opt, loader):
        for x, y in loader:
            loss = model.compute_loss(x, y)
            opt.zero_grad()
            loss.backward()
            opt.step()
    '''
    assert _codes(source) == []


def test_the_same_unknown_loss_backwarded_twice_is_reported():
    source = '''
    import torch

    def fit(model, opt, loader):
        for x, y in loader:
            loss = model.compute_loss(x, y)
            opt.zero_grad()
            loss.backward()
            loss.backward()
            opt.step()
    '''
    assert [code for _, code in _codes(source)] == ["AGL005"]
    assert _codes(source.replace("loss.backward()", "loss.backward(retain_graph=True)", 1)) == []


def test_a_package_whose_train_loop_keeps_the_loss_is_reported_there(tmp_path):
    package = tmp_path / "flows"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "model.py").write_text(textwrap.dedent(FLOW.split("def train")[0]).lstrip())
    (package / "train.py").write_text(textwrap.dedent('''
        import torch
        from .model import Flow, log_p


        def fit(layers, loader):
            model = Flow(*layers)
            optimizer = torch.optim.Adam(model.parameters())
            history = []
            for (x,) in loader:
                loss = -log_p(model, x).mean()
                loss.backward()
                optimizer.step()
                optimizer.zero_grad()
                history.append(loss)
            return history
        ''').lstrip())
    found = [(f.path.rsplit("/", 1)[-1], f.line, f.code) for f in lint_paths([str(tmp_path)]).findings]
    assert found == [("train.py", 14, "AGL010")]
