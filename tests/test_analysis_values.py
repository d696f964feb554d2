"""Values the analysis must know exactly, or not at all: what a generator hands out, a method
found by name, the literal a flag holds after a branch, an LR scheduler (not an optimizer)."""
from autograd_lint import lint_source

HEAD = "import torch\nimport torch.nn as nn\n"


def codes(source: str) -> list[tuple[int, str]]:
    return sorted((f.line, f.code) for f in lint_source(HEAD + source, "train.py"))


def line_of(source: str, text: str) -> int:
    return (HEAD + source).splitlines().index(text) + 1


def test_a_generators_items_are_what_its_yields_hand_out():
    source = '''
def layers(net):
    for name, layer in net.named_modules():
        yield layer
net = nn.Linear(3, 3)
opt = torch.optim.SGD(net.parameters(), lr=0.1)
for step in range(2):
    opt.zero_grad()
    net(torch.randn(2, 3)).sum().backward()
    opt.step()
    for layer in layers(net):
        layer.weight.mul_(0.5)
'''
    assert codes(source) == [(line_of(source, "        layer.weight.mul_(0.5)"), "AGL002")]
    assert codes(source.replace("        layer.weight.mul_(0.5)",
                                "        with torch.no_grad():\n"
                                "            layer.weight.mul_(0.5)")) == []


def test_a_method_read_by_name_runs_on_its_instance():
    source = '''
class Trainer:
    def __init__(self, net, opt):
        self.net, self.opt = net, opt
    def hook(self, name):
        method = getattr(self, name)
        return method()
    def reset(self):
        self.opt.zero_grad()
    def fit(self):
        for step in range(3):
            self.hook("reset")
            self.net(torch.randn(2, 3)).sum().backward()
            self.opt.step()
net = nn.Linear(3, 1)
Trainer(net, torch.optim.SGD(net.parameters(), lr=0.1)).fit()
'''
    assert codes(source) == []
    unzeroed = source.replace('self.hook("reset")', 'pass')
    assert codes(unzeroed) == [(line_of(unzeroed, "            self.opt.step()"), "AGL004")]


def test_a_flag_that_may_be_either_literal_is_not_known():
    source = '''
import random
net = nn.Linear(3, 1)
opt = torch.optim.SGD(net.parameters(), lr=0.1)
zero = True if random.random() > 0.5 else False
for step in range(3):
    if zero:
        opt.zero_grad()
    net(torch.randn(2, 3)).sum().backward()
    opt.step()
'''
    # `zero` may be False: no finding either way would be a guess; the join of the two literals
    # is not True (which would hide the accumulation on the False path)
    assert codes(source) == [(line_of(source, "    opt.step()"), "AGL004")]


def test_an_lr_scheduler_is_not_named_as_an_optimizer():
    source = '''
net = nn.Linear(3, 1)
opt = torch.optim.SGD(net.parameters(), lr=0.1)
sched = torch.optim.lr_scheduler.StepLR(opt, step_size=1)
for step in range(3):
    opt.zero_grad()
    loss = torch.tensor(net(torch.randn(2, 3)).sum().item(), requires_grad=True)
    loss.backward()
    opt.step()
    sched.step()
'''
    findings = lint_source(HEAD + source, "train.py")
    assert [(f.line, f.code) for f in findings] == [(line_of(source, "    loss.backward()"), "AGL018")]
    assert "opt's parameters" in findings[0].message and "sched" not in findings[0].message


def test_a_mode_string_the_caller_passes_decides_its_tests():
    source = '''
net = nn.Linear(3, 1)
opt = torch.optim.SGD(net.parameters(), lr=0.1)
def run(mode):
    loss = net(torch.randn(2, 3)).sum()
    if mode == "train":
        opt.zero_grad()
        loss.backward()
        opt.step()
for epoch in range(2):
    run("train")
    with torch.no_grad():
        run("eval")
'''
    assert codes(source) == []
    # the same loop with the training call under no_grad: its backward meets a loss without grad
    pasted = source.replace('    run("train")\n    with torch.no_grad():\n',
                            '    with torch.no_grad():\n        run("train")\n')
    assert codes(pasted) == [(line_of(pasted, "        loss.backward()"), "AGL018")]


def test_a_mode_default_of_a_function_no_caller_shows_is_not_taken_as_known():
    source = '''
def run(model, batches, mode="train"):
    if mode == "train":
        model.train()
    else:
        model.eval()
        for x in batches:
            model(x)
run.__doc__ = "called from elsewhere"
'''
    # run with its default alone, only the training branch would be looked at; a caller may pass
    # mode="eval", so the evaluation branch's forwards after eval() are looked at too
    assert codes(source) == [(line_of(source, "            model(x)"), "AGL009")]


PADDLE_TRAINING = '''
import paddle
import paddle.optimizer as optim
from backbone import Net

model = Net()
opt = optim.SGD(parameters=model.parameters())
for x, y in loader:
    features = model(x)
    loss = (features - y).mean()
    opt.clear_grad()
    loss.backward()
    opt.step()
    print(features.max().numpy())
'''


def test_a_file_written_for_another_framework_is_not_read_as_torch():
    assert lint_source(PADDLE_TRAINING, "train.py") == []
    # the same code in a torch file (one that also imports TensorFlow, for its summaries)
    torch_version = PADDLE_TRAINING.replace("import paddle\n", "import torch\nimport tensorflow\n")
    torch_version = torch_version.replace("model = Net()", "model = torch.nn.Linear(3, 1)")
    found = [(f.line, f.code) for f in lint_source(torch_version, "train.py")]
    assert (torch_version.splitlines().index("    print(features.max().numpy())") + 1,
            "AGL013") in found


ACTOR_CRITIC = '''
from somelib import conv_block


class ActorCritic(nn.Module):
    def __init__(self):
        super().__init__()
        self.trunk = conv_block(4, 32)

    def forward(self, x):
        h = self.trunk(x)
        return h[:, :2], h[:, 2:3]


class Agent:
    def __init__(self, static_policy=False):
        self.model = ActorCritic()
        self.opt = torch.optim.Adam(self.model.parameters())
        if static_policy:
            self.model.eval()

    def evaluate_actions(self, s):
        logits, values = self.model(s)
        return values, logits.log_softmax(1)

    def update(self, s, returns):
        values, logp = self.evaluate_actions(s)
        loss = (returns - values).pow(2).mean() - logp.mean()
        self.opt.zero_grad()
        loss.backward()
        self.opt.step()

    def assess(self, s):
        self.model.eval()
        logits, _ = self.model(s)
        return logits.argmax(1)
'''


def test_a_backward_whose_graph_is_unknown_may_use_the_forward_before_it():
    """DeepRL-Tutorials' A2C: `update()` backpropagates what `evaluate_actions()` computed,
    through layers the analysis cannot read (so the loss's graph is unknown). That forward is
    no evaluation; `assess()`, with no backward at all, still is."""
    assert codes(ACTOR_CRITIC) == [(line_of(ACTOR_CRITIC, "        logits, _ = self.model(s)"),
                                    "AGL009")]


INNER_LOOP_REBINDS = '''
net = nn.Linear(4, 2)
head = nn.Linear(2, 2)
opt = torch.optim.Adam(head.parameters())
loss = torch.zeros(1)
for task in range(30):
    for step in range(k_steps):
        {inner} = head(net(torch.randn(8, 4)).detach()).pow(2).mean()
        opt.zero_grad()
        {inner}.backward()
        opt.step()
    if task % 10 == 0:
        loss = 0
    loss += head(net(torch.randn(8, 4))).pow(2).mean()
print(loss.item())
'''


def test_a_sum_the_iteration_rebinds_first_keeps_nothing_across_iterations():
    """MAML-Pytorch's csmlv0.py: the inner loop rebinds `loss` before `loss += ...` in each
    outer iteration, so no graph outlives its iteration. Reset only on some iterations (one in
    ten), the sum keeps graphs across iterations."""
    assert codes(INNER_LOOP_REBINDS.format(inner="loss")) == []
    periodic = INNER_LOOP_REBINDS.format(inner="support_loss")
    assert codes(periodic) == [(line_of(periodic, "    loss += head(net(torch.randn(8, 4)))"
                                                  ".pow(2).mean()"), "AGL010")]


ENCODER_DECODER = '''
encoder = nn.GRU(4, 8, batch_first=True)
decoder = nn.Linear(8, 3)
enc_opt = torch.optim.Adam(encoder.parameters())
dec_opt = torch.optim.Adam(decoder.parameters())
for _ in range(3):
    {zeroing}
    state, _ = encoder(torch.randn(2, 5, 4))
    loss = decoder(state).pow(2).mean()
    loss.backward()
    enc_opt.step()
    dec_opt.step()
'''


def test_an_optimizer_zeroed_before_no_backward_still_steps_with_this_update():
    """An encoder-decoder step that zeroes only the decoder's optimizer: the encoder's gradients
    pile up (AGL004), but its optimizer steps with this backward, so the encoder is trained
    here, not a foreign network feeding the decoder's update (no AGL001 to detach it)."""
    forgot = ENCODER_DECODER.format(zeroing="dec_opt.zero_grad()")
    assert [code for _, code in codes(forgot)] == ["AGL004"]
    assert codes(ENCODER_DECODER.format(zeroing="enc_opt.zero_grad(); dec_opt.zero_grad()")) == []


HEADS_BY_NAME = '''
trunk = nn.Sequential(nn.Linear(8, 16), nn.ReLU())
heads = nn.ModuleDict({{"kind": nn.Linear({width}, 3), "age": nn.Linear({width}, 1)}})
opt = torch.optim.Adam(list(trunk.parameters()) + list(heads.parameters()))
for _ in range(3):
    x = torch.randn(4, 8)
    feats = {features}
    out = {{name: head(feats) for name, head in heads.items()}}
    opt.zero_grad()
    out["kind"].logsumexp(1).mean().backward()
    out["age"].mean().backward()
    opt.step()
'''


def test_the_layers_a_module_dict_hands_out_are_its_layers():
    """`{name: head(feats) for name, head in heads.items()}` over an nn.ModuleDict: each head is
    a layer of it. Two backwards through the shared trunk's graph free it twice (AGL005);
    heads fed the raw input share no graph."""
    shared = HEADS_BY_NAME.format(width=16, features="trunk(x)")
    assert codes(shared) == [(line_of(shared, '    out["age"].mean().backward()'), "AGL005")]
    assert codes(HEADS_BY_NAME.format(width=8, features="x")) == []


GRAD_THEN_BACKWARD = '''
featurizer = nn.Linear(8, 16)
classifier = nn.Linear(16, 3)
opt = torch.optim.SGD(list(featurizer.parameters()) + list(classifier.parameters()), lr=0.1)
for _ in range(3):
    feats = featurizer(torch.randn(4, 8))
    grads = torch.autograd.grad(classifier(feats).sum(), {inputs})[0]
    loss = classifier(feats * (grads.sum() < 0).float()).pow(2).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
'''


def test_autograd_grad_frees_only_the_graph_above_its_inputs():
    """DomainBed's RSC takes `autograd.grad(score, features)` and then backpropagates a loss
    through the featurizer: the featurizer's graph lies below the inputs, never walked nor
    freed (the same with a head's weight as input). With the featurizer's weights as inputs,
    the walk frees its graph, and the second backward meets it freed."""
    for inputs in ("feats", "[feats]", "inputs=feats", "classifier.weight"):
        assert codes(GRAD_THEN_BACKWARD.format(inputs=inputs)) == [], inputs
    walked = GRAD_THEN_BACKWARD.format(inputs="featurizer.weight")
    assert codes(walked) == [(line_of(walked, "    loss.backward()"), "AGL005")]


def test_a_graph_of_ops_that_save_no_tensor_can_be_walked_again():
    """`y = x.sum(); y.backward(); y.backward()` (a tutorial showing gradients accumulate) runs:
    a sum saves no tensor. `(x * 2).sum()` saves one, and the second backward raises."""
    source = ("x = torch.ones(2, 2, requires_grad=True)\ny = x.sum()\ny.backward()\n"
              "y.backward()\nz = (x * 2).sum()\nz.backward()\nz.backward()\n")
    assert codes(source) == [(line_of(source, "z.backward()") + 1, "AGL005")]


def test_a_tensor_written_through_out_holds_values():
    """`torch.add(x, y, out=result)` fills the legacy-constructed `result`."""
    source = ("result = torch.Tensor(5, 3)\ntorch.add(torch.rand(5, 3), 1.0, out=result)\n"
              "print(result * 2)\nunfilled = torch.Tensor(5, 3)\nprint(unfilled * 2)\n")
    assert codes(source) == [(line_of(source, "unfilled = torch.Tensor(5, 3)"), "AGL015")]


WEIGHTS_TRANSFORMS = '''
import torchvision

weights = torchvision.models.EfficientNet_B2_Weights.DEFAULT
preprocess = weights.transforms()
model = torchvision.models.efficientnet_b2(weights=weights)
model.eval()


def predict(img):
    batch = preprocess(img).unsqueeze(0)
    with torch.inference_mode():
        return model(batch).softmax(1)
'''


def test_what_a_torchvision_weights_enum_hands_out_is_no_network():
    """`weights.transforms()` is a preprocessing pipeline: running it in `predict()` outside
    inference mode builds no graph (the zero-to-mastery notebooks' Gradio app)."""
    assert codes(WEIGHTS_TRANSFORMS) == []
    unguarded = WEIGHTS_TRANSFORMS.replace("    with torch.inference_mode():\n        return",
                                           "    return")
    assert codes(unguarded) == [(line_of(unguarded, "    return model(batch).softmax(1)"),
                                 "AGL009")]


UNROLLED_ENERGY = '''
class Energy(nn.Module):
    def __init__(self):
        super().__init__()
        self.score = nn.Linear(8 + 3, 1)

    def forward(self, x):
        y = torch.zeros(x.shape[0], 3, requires_grad=True)
        for _ in range(3):
            energy = self.score(torch.cat([x, y], 1)).sum()
            y = y - 0.1 * torch.autograd.grad(energy, y, create_graph=True)[0]
        return y


model = Energy()
model.eval()
correct = 0
for x in [torch.randn(4, 8) for _ in range(3)]:
    correct += model(x).argmax(1).eq(0).sum().item()
'''


def test_a_network_whose_forward_differentiates_is_evaluated_with_grad_on():
    """An energy model that descends on its own label guess inside `forward` (higher's
    deep-energy example) needs grad in evaluation: no no_grad() to add."""
    assert codes(UNROLLED_ENERGY) == []


NO_GRAD_OBJECTIVE = '''
@torch.no_grad()
def info_nce(q, k, temperature):
    pos = (q * k).sum(dim=1, keepdim=True)
    logits = torch.cat([pos, -pos], dim=1) / temperature
    return F.cross_entropy(logits, torch.zeros(q.shape[0], dtype=torch.long))


online = nn.Linear(8, 4)
opt = torch.optim.SGD(online.parameters(), lr=0.05)
for step in range(3):
    loss = info_nce(online(torch.randn(5, 8)), torch.randn(5, 4), 0.2)
    opt.zero_grad()
    loss.backward()
    opt.step()
'''


def test_a_list_of_tensors_made_under_no_grad_carries_the_cut():
    """A MoCo-style InfoNCE decorated @torch.no_grad() concatenates `[pos, neg]`: the loss made
    of that list has no graph either (AGL018)."""
    source = "import torch.nn.functional as F\n" + NO_GRAD_OBJECTIVE
    assert codes(source) == [(line_of(source, "    loss.backward()"), "AGL018")]


CALLBACK_TRAINER = '''
class {callback}:
    def after_backward(self, trainer):
        {body}

    def on_batch_end(self, trainer, outputs):
        return outputs["logits"]{read}.argmax(1)


class Trainer:
    def __init__(self, model, optimizer, callbacks=()):
        self.model = model
        self.optimizer = optimizer
        self.callbacks = list(callbacks)

    def step(self, x):
        logits = self.model(x)
        loss = logits.pow(2).mean()
        self.optimizer.zero_grad()
        loss.backward()
        for cb in self.callbacks:
            cb.after_backward(self)
        self.optimizer.step()
        for cb in self.callbacks:
            cb.on_batch_end(self, {{"loss": loss, "logits": logits}})


model = nn.Linear(4, 3)
trainer = Trainer(model, torch.optim.SGD(model.parameters(), lr=0.1), callbacks=[{callback}()])
for _ in range(3):
    trainer.step(torch.randn(8, 4))
'''


def test_a_callback_run_between_backward_and_step_is_in_that_iteration():
    """A gradient-norm callback that zeroes the gradients after backward (AGL014), and a
    metrics callback calling `.numpy()` on the logits the trainer hands it in a dict (AGL013):
    the one callback of the list runs with the trainer's objects."""
    bad = CALLBACK_TRAINER.format(callback="Tracker", body="trainer.optimizer.zero_grad()",
                                  read=".numpy()")
    assert codes(bad) == [(line_of(bad, "        trainer.optimizer.zero_grad()"), "AGL014"),
                          (line_of(bad, '        return outputs["logits"].numpy().argmax(1)'),
                           "AGL013")]
    good = CALLBACK_TRAINER.format(callback="Tracker", body="trainer.beta = 1.0",
                                   read=".detach().numpy()")
    assert codes(good) == []


HELPER_HEADS = '''
def build_heads(hidden, n):
    return [nn.Sequential(nn.Linear(hidden, 8), nn.Tanh(), nn.Linear(8, 1)) for _ in range(n)]


class Regressor(nn.Module):
    def __init__(self, hidden=16, n=3):
        super().__init__()
        self.trunk = nn.Linear(4, hidden)
        self.heads = {heads}
        self.widths = [8 for _ in range(n)]

    def forward(self, x):
        h = self.trunk(x)
        return torch.cat([head(h) for head in self.heads], dim=1)


model = Regressor()
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
'''


def test_a_helpers_plain_list_of_layers_is_unregistered():
    """`self.heads = build_heads(...)`, a list comprehension of layers made by a helper: not
    registered (AGL011); wrapped in nn.ModuleList it is. A list of numbers is no container of
    layers."""
    bad = HELPER_HEADS.format(heads="build_heads(hidden, n)")
    assert codes(bad) == [(line_of(bad, "        self.heads = build_heads(hidden, n)"), "AGL011")]
    assert codes(HELPER_HEADS.format(heads="nn.ModuleList(build_heads(hidden, n))")) == []


def test_a_dict_entry_meant_to_be_trained_that_is_no_leaf():
    """Fast weights kept in a dict (`"w2": torch.randn(h, h, requires_grad=True) * 0.15`) and
    given to an optimizer: that entry is no leaf (AGL020), reported at the entry; made a leaf
    with `.requires_grad_()` it is fine."""
    source = ('params = {\n    "w1": torch.randn(1, 8).requires_grad_(),\n'
              '    "w2": torch.randn(8, 8, requires_grad=True) * 0.15,\n}\n'
              'opt = torch.optim.Adam(list(params.values()), lr=1e-3)\n')
    assert codes(source) == [(line_of(source, '    "w2": torch.randn(8, 8, requires_grad=True)'
                                              ' * 0.15,'), "AGL020")]
    fixed = source.replace("torch.randn(8, 8, requires_grad=True) * 0.15",
                           "(torch.randn(8, 8) * 0.15).requires_grad_()")
    assert codes(fixed) == []


def test_a_buffer_handed_to_a_function_that_fills_it_holds_values():
    """SSD's `match(..., loc_t, conf_t, idx)` writes `loc_t[idx] = ...` for every index: the
    legacy-constructed targets hold values after it. A function that reads the buffer it is
    given still reads garbage."""
    source = ("def fill(buf, i):\n    buf[i] = torch.ones(3)\n\n\ndef use(buf):\n"
              "    return buf * 2\n\n\na = torch.Tensor(2, 3)\nfor i in range(2):\n"
              "    fill(a, i)\nprint(a * 2)\nb = torch.Tensor(2, 3)\nprint(use(b))\n")
    assert codes(source) == [(line_of(source, "b = torch.Tensor(2, 3)"), "AGL015")]


SAC_LOSSES = '''
from collections import namedtuple
import torch
from torch import nn

Losses = namedtuple("Losses", {fields})


class Trainer:
    def __init__(self, policy, qf):
        self.policy, self.qf = policy, qf
        self.policy_opt = torch.optim.Adam(policy.parameters())
        self.q_opt = torch.optim.Adam(qf.parameters())

    def compute(self, obs, act, target):
        new_act = self.policy(obs)
        policy_loss = -self.qf(torch.cat([obs, new_act], 1)).mean()
        q_loss = ((self.qf(torch.cat([obs, act], 1)) - target) ** 2).mean()
        return Losses({build})

    def train(self, obs, act, target):
        losses = self.compute(obs, act, target)
        self.policy_opt.zero_grad()
        losses.policy_loss.backward()
        self.policy_opt.step()
        self.q_opt.zero_grad()
        {q_loss}.backward()
        self.q_opt.step()


trainer = Trainer(nn.Linear(4, 2), nn.Linear(6, 1))
for _ in range(3):
    trainer.train(torch.randn(8, 4), torch.randn(8, 2), torch.randn(8, 1))
'''


def test_a_namedtuple_field_holds_what_was_passed_for_it():
    """rlkit's SAC returns `SACLosses(policy_loss=..., qf1_loss=...)`: `losses.qf1_loss` is the
    Q loss only, not any loss of the tuple, so the Q update does not run through the policy's
    graph (no AGL001 / AGL017). Each spelling of the fields, positional or by keyword, and
    typing.NamedTuple's list of pairs."""
    for fields, build in (('"policy_loss q_loss"', "policy_loss=policy_loss, q_loss=q_loss"),
                          ('["policy_loss", "q_loss"]', "policy_loss, q_loss"),
                          ('"policy_loss, q_loss"', "q_loss=q_loss, policy_loss=policy_loss")):
        assert codes(SAC_LOSSES.format(fields=fields, build=build, q_loss="losses.q_loss")) == []
    typed = SAC_LOSSES.format(fields='[("policy_loss", torch.Tensor), ("q_loss", torch.Tensor)]',
                              build="policy_loss, q_loss", q_loss="losses.q_loss").replace(
        "from collections import namedtuple", "from typing import NamedTuple as namedtuple")
    assert codes(typed) == []
    # the policy's loss backpropagated again after the policy stepped: its graph is freed
    again = SAC_LOSSES.format(fields='"policy_loss q_loss"', build="policy_loss, q_loss",
                              q_loss="losses.policy_loss")
    assert "AGL005" in {code for _, code in codes(again)}


def test_a_flag_forwarded_through_kwargs_reaches_the_factory():
    """`ptu.zeros(1, requires_grad=True)` of a helper calling `torch.zeros(*sizes, **kwargs)`
    makes a trained leaf: the alpha loss built from it has a graph (no AGL018). A flag the
    analysis cannot read leaves the tensor unknown; one that is surely absent, a plain tensor."""
    source = ("def zeros(*sizes, **kwargs):\n    return torch.zeros(*sizes, **kwargs)\n\n\n"
              "log_alpha = zeros(1{flag})\nopt = torch.optim.Adam([log_alpha], lr=1e-3)\n"
              "policy = nn.Linear(3, 1)\nfor _ in range(3):\n    logp = policy(torch.randn(8, 3))\n"
              "    loss = -(log_alpha * (logp + 1.0).detach()).mean()\n"
              "    opt.zero_grad()\n    loss.backward()\n    opt.step()\n")
    assert codes(source.format(flag=", requires_grad=True")) == []
    assert codes(source.format(flag=", **settings").replace(
        "log_alpha = ", "settings = load()\nlog_alpha = ")) == []
    assert "AGL018" in {code for _, code in codes(source.format(flag=""))}


def test_a_setting_tested_again_after_a_loop_decides_both_tests():
    """rlkit's AWAC: `if self.train_bc:` inside a reset loop that steps, then `if self.train_bc:`
    recomputing the loss, then `if self.train_bc and step % k == 0:` backpropagating it. No run
    takes the first test and not the second: the backward is of the fresh loss (no AGL017). A
    setting the method reassigns between the tests is not taken as the same."""
    source = '''
import torch
from torch import nn


class Trainer:
    def __init__(self, net, train_bc):
        self.net = net
        self.train_bc = train_bc
        self.opt = torch.optim.Adam(net.parameters())

    def update(self, x, reset, step):
        if reset:
            for _ in range(3):
                if self.train_bc:
                    loss = self.net(x).pow(2).mean()
                    self.opt.zero_grad()
                    loss.backward(retain_graph=True)
                    self.opt.step()
        if self.train_bc:
            loss = self.net(x).pow(2).mean()
        if self.train_bc and step % 2 == 0:
            self.opt.zero_grad()
            loss.backward()
            self.opt.step()


Trainer(nn.Linear(3, 1), True).update(torch.randn(4, 3), True, 2)
'''
    assert codes(source) == []
    # (reassigned before both later tests, it is still one test for those two: a run that
    # skips the fresh loss skips its backward too)
    changed = source.replace("        if self.train_bc:\n            loss",
                             "        self.train_bc = not reset\n        if self.train_bc:\n"
                             "            loss")
    assert codes(changed) == []
    either = '''
import torch
from torch import nn


class Trainer:
    def __init__(self, net, train_bc):
        self.net = net
        self.train_bc = train_bc
        self.opt = torch.optim.Adam(net.parameters())

    def update(self, x, reset):
        if self.train_bc:
            loss = self.net(x).pow(2).mean()
            self.opt.zero_grad()
            loss.backward(retain_graph=True)
            self.opt.step()
        else:
            loss = self.net(x).abs().mean()
        if not self.train_bc:
            self.opt.zero_grad()
            loss.backward()
            self.opt.step()


Trainer(nn.Linear(3, 1), True).update(torch.randn(4, 3), True)
'''
    assert codes(either) == []  # (the stepped loss is never the one backpropagated again)
    reassigned = either.replace("        if not self.train_bc:",
                                "        self.train_bc = not reset\n        if not self.train_bc:")
    assert "AGL017" in {code for _, code in codes(reassigned)}


def test_a_setting_tested_by_a_method_init_calls_is_the_same_test():
    """A copy of nn.MultiheadAttention makes `q_proj_weight` from `torch.Tensor(...)` under `if
    self._qkv_same_embed_dim is False:` and `_reset_parameters()`, called from `__init__`,
    initializes it under the `else` of `if self._qkv_same_embed_dim:`: nothing reads garbage
    (no AGL015). Without the init, it does."""
    source = '''
import torch
from torch import nn
from torch.nn import Parameter
from torch.nn.init import xavier_uniform_


class Attention(nn.Module):
    def __init__(self, dim, kdim=None):
        super().__init__()
        self._same = kdim is None or kdim == dim
        if self._same is False:
            self.q_weight = Parameter(torch.Tensor(dim, dim))
            self.k_weight = Parameter(torch.Tensor(dim, kdim))
        else:
            self.in_weight = Parameter(torch.empty(2 * dim, dim))
        self._reset_parameters()

    def _reset_parameters(self):
        if self._same:
            xavier_uniform_(self.in_weight)
        else:
            xavier_uniform_(self.q_weight)
            xavier_uniform_(self.k_weight)

    def forward(self, x):
        if not self._same:
            return x @ self.q_weight + x @ self.k_weight
        return x @ self.in_weight[: x.shape[-1]]


net = Attention(4, 4)
opt = torch.optim.SGD(net.parameters(), lr=0.1)
net(torch.randn(2, 4)).sum().backward()
opt.step()
'''
    assert codes(source) == []
    broken = source.replace("            xavier_uniform_(self.k_weight)\n", "")
    assert [code for _, code in codes(broken)] == ["AGL015"]


def test_an_evaluation_method_no_caller_shows_runs_in_its_callers_grad_mode():
    """mmdet's detector: `forward` (nothing here calls it) leads to `simple_test`, which every
    test loop runs under `torch.no_grad()`: its `.numpy()` of masks is not reported (AGL013),
    nor is its forward after `.eval()` (AGL009). A training method that calls the same
    evaluation helper runs with grad on: its `.numpy()` is."""
    source = '''
import torch
from torch import nn


class Detector(nn.Module):
    def __init__(self):
        super().__init__()
        self.head = nn.Linear(4, 2)

    def forward(self, x, return_loss=True):
        if return_loss:
            return self.head(x).sum()
        return self.simple_test(x)

    def simple_test(self, x):
        masks = []
        for _ in range(2):
            masks.append(self.head(x).sigmoid().cpu().numpy())
        return masks
'''
    assert codes(source) == []
    training = source + '''
    def train_step(self, x, opt):
        self.simple_test(x)
        opt.zero_grad()
        self(x).backward()
        opt.step()
'''
    assert [code for _, code in codes(training)] == ["AGL013"]


def test_a_closure_rebinding_a_nonlocal_leaf_rebinds_the_enclosing_name():
    """`nonlocal theta; theta = theta - lr * theta.grad` in a fitter's `step()` closure: the
    leaf is rebound (AGL003), as it would be at the top level. Updated in place under no_grad
    it stays a leaf."""
    source = ("def make_fitter(target, lr):\n    theta = torch.zeros(3).requires_grad_()\n\n"
              "    def step():\n        nonlocal theta\n"
              "        loss = (theta * 2 - target).pow(2).sum()\n        loss.backward()\n"
              "{update}\n        return loss.item()\n\n    return step\n\n\n"
              "step = make_fitter(torch.ones(3), 0.1)\nfor _ in range(5):\n    step()\n")
    bad = source.format(update="        theta = theta - lr * theta.grad")
    assert codes(bad) == [(line_of(bad, "        theta = theta - lr * theta.grad"), "AGL003")]
    good = source.format(update="        with torch.no_grad():\n            theta -= lr * theta.grad\n"
                                "        theta.grad = None")
    assert codes(good) == []


def test_a_zeroing_after_the_micro_batch_loop_is_in_the_backwards_iteration():
    """A hand-written loss scaler's `unscale_()` zeroes the gradients the micro-batches just
    accumulated, before the step (AGL014). Zeroing at the top of the next batch is the normal
    order."""
    source = ("class Scaler:\n    def unscale_(self, optimizer):\n"
              "        for group in optimizer.param_groups:\n"
              "            for p in group['params']:\n                p.grad.mul_(0.5)\n"
              "{zero}        return True\n\n\n"
              "def train_epoch(model, opt, scaler, batches):\n    for x, y in batches:\n"
              "        opt.zero_grad()\n"
              "        for xs, ys in zip(x.chunk(2), y.chunk(2)):\n"
              "            nn.functional.cross_entropy(model(xs), ys).backward()\n"
              "        if scaler.unscale_(opt):\n            opt.step()\n\n\n"
              "model = nn.Linear(4, 3)\nopt = torch.optim.SGD(model.parameters(), lr=0.1)\n"
              "train_epoch(model, opt, Scaler(), [(torch.randn(8, 4), torch.randint(0, 3, (8,)))])\n")
    bad = source.format(zero="        optimizer.zero_grad(set_to_none=True)\n")
    assert codes(bad) == [(line_of(bad, "        optimizer.zero_grad(set_to_none=True)"),
                           "AGL014")]
    assert codes(source.format(zero="")) == []


def test_a_namespaces_keywords_are_its_attributes():
    """`HP = SimpleNamespace(objectives={...})`: `HP.objectives` is that dict, whose items a
    trainer runs one objective each for: with two, two backwards through one shared encoder
    output (AGL005); with one, a single backward per batch."""
    source = '''
from types import SimpleNamespace

HP = SimpleNamespace(objectives={{"recon": 1.0, "cls": 0.5}})
encoder, decoder, head = nn.Linear(4, 2), nn.Linear(2, 4), nn.Linear(2, 3)
opt = torch.optim.Adam([*encoder.parameters(), *decoder.parameters(), *head.parameters()])
for _ in range(3):
    x, y = torch.randn(8, 4), torch.randint(0, 3, (8,))
    opt.zero_grad()
    z = encoder(x)
    for name, weight in HP.objectives.items():
        loss = nn.functional.mse_loss(decoder(z), x) if name == "recon" else \\
            nn.functional.cross_entropy(head(z), y)
        (weight * loss).backward({retain})
    opt.step()
'''
    assert [code for _, code in codes(source.format(retain=""))] == ["AGL005"]
    one = source.replace(', "cls": 0.5}}', "}}")  # one objective: one backward per batch
    assert codes(one.format(retain="")) == []


def test_a_class_level_tuple_of_layer_names_is_what_getattr_reads():
    """A mixin's `project_()` clamps `getattr(self, name).weight` for each name of the class's
    `monotone_layers = ("inp", "out")`, outside no_grad (AGL002); under `torch.no_grad()` it is
    fine."""
    source = '''
class NonNegative:
    monotone_layers = ()

    def monotone_weights(self):
        for name in self.monotone_layers:
            yield getattr(self, name).weight

    def project_(self):
{body}


class Scorer(NonNegative, nn.Module):
    monotone_layers = ("inp", "out")

    def __init__(self):
        super().__init__()
        self.inp, self.out = nn.Linear(3, 4), nn.Linear(4, 1)

    def forward(self, x):
        return self.out(torch.sigmoid(self.inp(x)))


model = Scorer()
opt = torch.optim.Adam(model.parameters())
for _ in range(3):
    opt.zero_grad()
    model(torch.randn(5, 3)).sum().backward()
    opt.step()
    model.project_()
'''
    bad = source.format(body="        for weight in self.monotone_weights():\n"
                             "            weight.clamp_(min=0.0)")
    assert codes(bad) == [(line_of(bad, "            weight.clamp_(min=0.0)"), "AGL002")]
    good = source.format(body="        with torch.no_grad():\n"
                              "            for weight in self.monotone_weights():\n"
                              "                weight.clamp_(min=0.0)")
    assert codes(good) == []


EVALUATING = '''
from contextlib import contextmanager


@contextmanager
def evaluating(model):
    was_training = model.training
    model.eval()
    try:
        yield model
    finally:
        model.train(was_training)


def scores(model, x):
    with evaluating(model){guard}:
        out = model(x).pow(2).mean(1)
    return out


net = nn.Linear(3, 3)
opt = torch.optim.SGD(net.parameters(), lr=0.1)
for _ in range(3):
    opt.zero_grad()
    net(torch.randn(4, 3)).sum().backward()
    opt.step()
print(scores(net, torch.randn(5, 3)))
'''


def test_a_context_manager_generator_runs_its_code_around_the_with_block():
    """`with evaluating(model):` of a project @contextmanager that calls `model.eval()` before
    its yield: the block's forward runs in eval mode with grad on (AGL009); adding
    `torch.no_grad()` to the with statement is fine. The mode a helper sets holds for its
    caller's name of the module too."""
    bad = EVALUATING.format(guard="")
    assert codes(bad) == [(line_of(bad, "        out = model(x).pow(2).mean(1)"), "AGL009")]
    assert codes(EVALUATING.format(guard=", torch.no_grad()")) == []
    helper = ("def set_eval(m):\n    m.eval()\n\n\nnet = nn.Linear(3, 3)\nset_eval(net)\n"
              "print(net(torch.randn(5, 3)))\n")
    assert codes(helper) == [(line_of(helper, "print(net(torch.randn(5, 3)))"), "AGL009")]
    back = helper.replace("set_eval(net)\n", "net.eval()\nnet.train()\n")
    assert codes(back) == []


def test_a_network_run_by_functional_data_parallel_is_a_forward():
    """`nn.parallel.data_parallel(netG, inputs, gpus)` runs `netG(*inputs)`: after
    `netG.eval()` with grad on it builds a graph (AGL009, named as netG); under no_grad not."""
    source = ("netG = nn.Sequential(nn.Linear(4, 8), nn.Tanh())\nnetG.eval()\n"
              "noise = torch.randn(2, 4)\n"
              "{guard}fake = nn.parallel.data_parallel(netG, (noise,), [0])\n"
              "print(fake.shape)\n")
    bad = source.format(guard="")
    found = codes(bad)
    assert found == [(line_of(bad, "fake = nn.parallel.data_parallel(netG, (noise,), [0])"),
                      "AGL009")]
    assert "'netG'" in lint_source(HEAD + bad, "train.py")[0].message
    assert codes(source.format(guard="with torch.no_grad():\n    ").replace(
        "\nprint(fake.shape)", "\n    print(fake.shape)")) == []


def test_a_partial_rebinding_its_own_name_calls_the_earlier_function():
    """`norm_fn = partial(norm_fn, eps=1e-6)` (x-transformers): the call runs the earlier
    `norm_fn`, a partial of nn.LayerNorm, and does not call itself without end; the network it
    builds is seen (AGL009 after `.eval()`), and a partial of an optimizer class steps."""
    source = ("from functools import partial\n\nnorm_fn = partial(nn.LayerNorm, 4)\n"
              "norm_fn = partial(norm_fn, eps=1e-6)\n"
              "net = nn.Sequential(nn.Linear(4, 4), norm_fn())\n"
              "make_opt = partial(torch.optim.SGD, lr=0.1)\nopt = make_opt(net.parameters())\n"
              "for _ in range(2):\n    opt.zero_grad()\n    net(torch.randn(2, 4)).sum().backward()\n"
              "    opt.step()\nnet.eval()\nprint(net(torch.randn(2, 4)))\n")
    assert codes(source) == [(line_of(source, "print(net(torch.randn(2, 4)))"), "AGL009")]


def test_a_branch_on_a_setting_with_no_else_leaves_its_names_unbound_not_stale():
    # Every iteration takes the same branch of a chain that tests only settings; on the path that
    # takes none, the loss was never bound (the first iteration would raise), so it is not the
    # previous iteration's freed graph.
    source = '''
class GAN:
    def __init__(self, adv_loss):
        self.adv_loss = adv_loss
        self.D = nn.Linear(4, 1)
        self.opt = torch.optim.Adam(self.D.parameters())

    def fit(self, loader):
        for x in loader:
            out = self.D(x)
            if self.adv_loss == "wgan-gp":
                d_loss = -out.mean()
            elif self.adv_loss == "hinge":
                d_loss = torch.relu(1.0 - out).mean()
            self.opt.zero_grad()
            d_loss.backward()
            self.opt.step()
            if self.adv_loss == "wgan-gp":
                gp = self.D(x).pow(2).mean()
                self.opt.zero_grad()
                gp.backward()
                self.opt.step()


def fit(cfg, net, opt, loader):
    for x in loader:
        if cfg.loss == "l1":
            loss = net(x).abs().mean()
        elif cfg.loss in ("l2", "mse"):
            loss = net(x).pow(2).mean()
        opt.zero_grad()
        loss.backward()
        opt.step()
'''
    assert codes(source) == []
    backward = "            d_loss.backward()"
    # a test that changes between iterations: odd steps reuse the loss the last backward freed
    every_other = source.replace(
        '            if self.adv_loss == "wgan-gp":\n                d_loss = -out.mean()\n'
        '            elif self.adv_loss == "hinge":\n',
        '            if x.sum() > 0:\n')
    assert codes(every_other) == [(line_of(every_other, backward), "AGL005")]
    # bound before the loop: the path taking no branch backpropagates that loss again
    before = source.replace("        for x in loader:\n            out = self.D(x)",
                            "        d_loss = self.D(loader[0]).mean()\n"
                            "        for x in loader:\n            out = self.D(x)")
    assert codes(before) == [(line_of(before, backward), "AGL005")]
    # a flag the loop binds itself: iterations may take different branches
    script = """
net = nn.Linear(4, 1)
opt = torch.optim.SGD(net.parameters(), lr=0.1)
for x in [torch.randn(2, 4) for _ in range(3)]:
    mode = "l1" if x.sum() > 0 else "none"
    if mode == "l1":
        loss = net(x).abs().mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
"""
    assert codes(script) == [(line_of(script, "    loss.backward()"), "AGL005")]


def test_values_taken_through_numpy_stay_cut_from_the_graph():
    source = '''
import numpy as np

def pair_distances(first, second):
    diff = first.detach().numpy() - second.detach().numpy()
    return torch.from_numpy(np.sqrt((diff ** 2).sum(axis=1) + 1e-12))

net = nn.Linear(3, 2)
opt = torch.optim.SGD(net.parameters(), lr=0.1)
for x in [torch.randn(4, 3)]:
    loss = pair_distances(net(x), net(x + 1)).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
'''
    assert codes(source) == [(line_of(source, "    loss.backward()"), "AGL018")]
    # the same values as a target of a loss that has a graph: a constant on purpose
    target = source.replace("    loss = pair_distances(net(x), net(x + 1)).mean()",
                            "    loss = (net(x).sum(1) - pair_distances(net(x), net(x + 1))).pow(2)"
                            ".mean()")
    assert codes(target) == []


def test_a_flag_set_on_each_item_of_a_loop_is_set_on_the_container_item():
    source = '''
def init_params():
    params = {"user": 0.1 * torch.randn(4, 3), "item": 0.1 * torch.randn(5, 3)}
    for tensor in params.values():
        tensor.requires_grad_(True)
    return params

def renorm_rows(table):
    table.mul_(torch.clamp(1.0 / table.norm(dim=1, keepdim=True), max=1.0))

params = init_params()
for step in range(3):
    loss = params["user"].sum() * params["item"].sum()
    loss.backward()
    renorm_rows(params["user"])
'''
    assert codes(source) == [(line_of(source, "    table.mul_(torch.clamp(1.0 / table.norm(dim=1, "
                                              "keepdim=True), max=1.0))"), "AGL002")]
    guarded = source.replace("    renorm_rows(params",
                             "    with torch.no_grad():\n        renorm_rows(params")
    assert codes(guarded) == []
    # the loop name rebound to a copy first: the dict's tensors stay plain
    copied = source.replace("        tensor.requires_grad_(True)",
                            "        tensor = tensor.clone()\n        tensor.requires_grad_(True)")
    assert codes(copied) == []


def test_one_entry_splits_a_bounded_number_of_times(monkeypatch):
    # A helper testing settings again is split at every call; 40 calls in a loop would make
    # 80 splits, each re-running the rest of the helper. Past the cap the helper runs joined.
    from autograd_lint.semantics import statements

    source = '''
def block(x, cfg):
    if cfg.scale:
        x = x * 2
    if cfg.shift:
        x = x + 1
    if cfg.scale:
        x = x - 1
    if cfg.shift:
        x = x / 2
    return x

def train(cfg, loader):
    net = nn.Linear(4, 1)
    opt = torch.optim.SGD(net.parameters(), lr=0.1)
    for x in loader:
''' + "        x = block(x, cfg)\n" * 40 + '''        loss = net(x).mean()
        loss.backward()
        opt.step()
'''
    splits = []
    run_split = statements.Statements._exec_split

    def counted(self, *args):
        splits.append(1)
        return run_split(self, *args)

    monkeypatch.setattr(statements.Statements, "_exec_split", counted)
    assert codes(source) == [(line_of(source, "        opt.step()"), "AGL004")]
    assert len(splits) == statements.MAX_ENTRY_SPLITS
    splits.clear()
    monkeypatch.setattr(statements, "MAX_ENTRY_SPLITS", 10_000)
    assert codes(source) == [(line_of(source, "        opt.step()"), "AGL004")]
    assert len(splits) > 64


def test_a_sum_a_call_makes_is_reported_where_it_sums_not_at_the_callers_arguments():
    source = '''
import random

def train(x, y, enc, opt, criterion):
    opt.zero_grad()
    loss = 0
    use_tf = random.random() < 0.5
    if True:
        out = enc(x)
    elif use_tf:
        for di in range(3):
            loss += criterion(enc(x), y)
    loss = (enc(x) - 1).pow(2).mean()
    loss.backward()
    opt.step()
    return loss.item()

enc = nn.Linear(4, 4)
opt = torch.optim.Adam(enc.parameters())
criterion = nn.NLLLoss()
total = 0
for epoch in range(10):
    total += train(torch.randn(2, 4), torch.zeros(2, dtype=torch.long), enc, opt, criterion)
'''
    # `if True:` never runs its elif
    assert codes(source) == []
    # run, the sum keeps its graphs over the time steps and no backward walks them: said where
    # it sums, not at the caller's `torch.randn(2, 4)` (x, the first parameter the sum reads)
    live = source.replace("    if True:\n", "    if use_tf:\n")
    live = live.replace("    elif use_tf:\n", "    else:\n")
    assert codes(live) == [(line_of(live, "            loss += criterion(enc(x), y)"), "AGL010")]


def test_a_frozen_network_whose_forward_makes_a_padding_layer_builds_no_graph():
    source = '''
class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Conv2d(3, 3, 3, padding=1)

    def forward(self, x):
        x = nn.ReplicationPad2d((0, 1, 0, 1))(x)
        return self.body(x)

model = Net()
model.eval()
for k, v in model.named_parameters():
    v.requires_grad = False
for img in [torch.randn(1, 3, 8, 8)]:
    out = model(img)
    print(out.mean())
'''
    assert codes(source) == []
    trained = source.replace("for k, v in model.named_parameters():\n    v.requires_grad = False\n",
                             "")
    assert codes(trained) == [(line_of(trained, "    out = model(img)"), "AGL009")]


def test_grad_switched_off_by_a_statement_stays_off_after_the_call():
    source = '''
class Detector:
    def __init__(self):
        torch.set_grad_enabled(False)
        self.net = nn.Conv2d(3, 3, 3)
        self.net.eval()

    def detect(self, img):
        return self.net(img)

class Enhancer:
    def __init__(self):
        self.detector = Detector()

    def process(self, img):
        return self.detector.detect(img)

enhancer = Enhancer()
for img in [torch.randn(1, 3, 8, 8)]:
    print(enhancer.process(img).mean())
'''
    assert codes(source) == []
    # grad off inside a with block only: on again once the call returns
    scoped = source.replace("        torch.set_grad_enabled(False)\n        self.net = nn.Conv2d(3, 3, 3)",
                            "        with torch.set_grad_enabled(False):\n"
                            "            self.net = nn.Conv2d(3, 3, 3)")
    assert codes(scoped) == [(line_of(scoped, "        return self.net(img)"), "AGL009")]


def test_a_project_class_of_parameter_free_layers_hides_nothing_in_a_plain_list():
    source = '''
class MovingAverage(nn.Module):
    def __init__(self, kernel_size):
        super().__init__()
        self.kernel_size = kernel_size
        self.pool = nn.AvgPool1d(kernel_size, stride=1)

    def forward(self, x):
        pad = x[:, :, :1].repeat(1, 1, (self.kernel_size - 1) // 2)
        return self.pool(torch.cat([pad, x, pad], dim=-1))

class Decomposition(nn.Module):
    def __init__(self, kernel_size):
        super().__init__()
        self.average = MovingAverage(kernel_size)

    def forward(self, x):
        trend = self.average(x)
        return x - trend, trend

class MultiDecomposition(nn.Module):
    def __init__(self, sizes):
        super().__init__()
        self.parts = [Decomposition(k) for k in sizes]
'''
    assert codes(source) == []
    # a layer with weights anywhere below makes the list hide them
    weighted = source.replace("        self.pool = nn.AvgPool1d(kernel_size, stride=1)",
                              "        self.pool = nn.Conv1d(1, 1, kernel_size)")
    assert codes(weighted) == [(line_of(weighted, "        self.parts = [Decomposition(k) for k in sizes]"),
                                "AGL011")]
    # a stored argument that the class calls may be a network (a wrapper), or not: whether
    # the list hides parameters is unknown, and unknown is not reported
    wrapper = source.replace("        self.average = MovingAverage(kernel_size)",
                             "        self.average = kernel_size")
    assert codes(wrapper) == []


def test_optimizers_given_different_single_parameters_share_none():
    source = '''
net = nn.Linear(3, 1)
decayed = torch.optim.SGD(params=[net.weight], lr=0.1, weight_decay=0.01)
plain = torch.optim.SGD(params=[net.bias], lr=0.1)
for x, y in [(torch.randn(4, 3), torch.randn(4, 1))] * 3:
    loss = ((net(x) - y) ** 2).mean()
    decayed.zero_grad()
    plain.zero_grad()
    loss.backward()
    decayed.step()
    plain.step()
'''
    assert codes(source) == []
    shared = source.replace("params=[net.bias]", "params=[net.bias, net.weight]")
    assert codes(shared) == [(line_of(shared, "    plain.step()"), "AGL004")]


def test_a_module_returning_its_own_parameter_saves_nothing_a_step_changes():
    source = '''
class Image(nn.Module):
    def __init__(self, shape):
        super().__init__()
        self.weight = nn.Parameter(torch.rand(*shape))

    def forward(self):
        return self.weight

features = nn.Conv2d(3, 3, 3)
target = features(torch.rand(1, 3, 8, 8))
image = Image((1, 3, 8, 8))
opt = torch.optim.Adam(image.parameters(), lr=0.01)
x = image()
for i in range(10):
    loss = ((features(x) - target) ** 2).mean()
    opt.zero_grad()
    loss.backward(retain_graph=True)
    opt.step()
'''
    assert codes(source) == []
    # an operation that saves the parameter, run once before the loop: the step changes it
    saved = source.replace("        return self.weight\n", "        return self.weight ** 2\n")
    assert codes(saved) == [(line_of(saved, "    opt.step()"), "AGL017")]


def test_a_graph_handed_with_its_optimizer_to_unseen_code_may_be_backpropagated():
    source = '''
from timm.utils import NativeScaler
from data import loader

model = nn.Linear(3, 1)
optimizer = torch.optim.Adam(model.parameters())
with torch.no_grad():
    model.eval()
    for x, y in loader:
        model(x)
loss_scaler = NativeScaler()
for x, y in loader:
    optimizer.zero_grad()
    loss = ((model(x) - y) ** 2).mean()
    loss_scaler(loss, optimizer, parameters=model.parameters())
'''
    assert codes(source) == []
    # handed to unseen code without the optimizer (a logger): nothing walks it
    logged = source.replace("    loss_scaler(loss, optimizer, parameters=model.parameters())",
                            "    loss_scaler(loss)")
    assert codes(logged) == [(line_of(logged, "    loss = ((model(x) - y) ** 2).mean()"), "AGL009")]


def test_a_grid_of_nested_literal_loops_is_read_within_its_runs_cap():
    source = '''
class Block(nn.Module):
    def __init__(self, width):
        super().__init__()
        self.layers = nn.ModuleList([nn.Linear(width, width) for _ in range(4)])

    def forward(self, x):
        for layer in self.layers:
            x = torch.relu(layer(x))
        return x

def compare(batch, width, depth, scale, bias, mode, seed):
    block = Block(width)
    block.eval()
    out = block(torch.rand(batch, width))
    return out.sum().item()

for batch in [2, 4, 8, 32]:
    for width in [7, 14, 28, 56]:
        for depth in [16, 64, 128]:
            for scale in [3, 5]:
                for bias in [1, 2]:
                    for mode in [1, 2, 4]:
                        for seed in [1, 2, 4]:
                            compare(batch, width, depth, scale, bias, mode, seed)
'''
    findings = lint_source(HEAD + source, "train.py")
    assert [(f.line, f.code) for f in findings] == [
        (line_of(source, "    out = block(torch.rand(batch, width))"), "AGL009")]


def test_a_leaf_rebound_to_an_op_on_it_and_then_trained_is_no_leaf():
    source = '''
class AutoDecoder:
    def __init__(self, shapes, dim, std):
        self.decoder = nn.Linear(dim, 1)
        self.codes = torch.randn(shapes, dim, requires_grad=True)
        self.codes = self.codes * std

    def groups(self):
        return [{"params": self.decoder.parameters()}, {"params": [self.codes], "lr": 0.01}]

model = AutoDecoder(8, 4, 0.1)
optimizer = torch.optim.Adam(model.groups())
'''
    assert codes(source) == [(line_of(source, "        self.codes = self.codes * std"), "AGL020")]
    # made a leaf after scaling: right
    fixed = source.replace("        self.codes = self.codes * std",
                           "        self.codes = (self.codes * std).detach().requires_grad_()")
    assert codes(fixed) == []
    # an input scaled and never trained: nothing to report
    untrained = source.replace("optimizer = torch.optim.Adam(model.groups())",
                               "print(model.decoder(model.codes).sum())")
    assert codes(untrained) == []


def test_gradients_written_back_after_a_zeroing_are_what_the_step_applies():
    source = '''
def task_gradients(objectives, params, optimizer):
    grads = []
    for i, objective in enumerate(objectives):
        optimizer.zero_grad(set_to_none=True)
        objective.backward(retain_graph=i < len(objectives) - 1)
        grads.append(torch.cat([p.grad.flatten() for p in params]))
    return grads

def write_grads(merged, params):
    offset = 0
    for p in params:
        p.grad = merged[offset:offset + p.numel()].view_as(p).clone()
        offset += p.numel()

model = nn.Linear(3, 2)
params = list(model.parameters())
optimizer = torch.optim.SGD(params, lr=0.1)
for x in torch.randn(4, 8, 3):
    out = model(x)
    grads = task_gradients([out[:, 0].mean(), out[:, 1].mean()], params, optimizer)
    optimizer.zero_grad(set_to_none=True)
    write_grads(grads[0] + grads[1], params)
    optimizer.step()
'''
    assert codes(source) == []
    dropped = source.replace("    write_grads(grads[0] + grads[1], params)\n", "")
    assert codes(dropped) == [(line_of(dropped, "    optimizer.zero_grad(set_to_none=True)"), "AGL014")]


def test_a_batchs_outputs_kept_for_an_epoch_metric_keep_their_graphs():
    source = '''
class ScoreBook:
    def __init__(self):
        self.scores = []

    def add(self, scores):
        self.scores.append(scores)

model = nn.Linear(3, 1)
optimizer = torch.optim.Adagrad(model.parameters(), lr=0.05)
for epoch in range(3):
    book = ScoreBook()
    for x in torch.randn(5, 8, 3):
        logits = model(x)
        optimizer.zero_grad()
        logits.pow(2).mean().backward()
        optimizer.step()
        book.add(torch.sigmoid(logits))
'''
    assert codes(source) == [(line_of(source, "        book.add(torch.sigmoid(logits))"), "AGL010")]
    assert codes(source.replace("book.add(torch.sigmoid(logits))",
                                "book.add(torch.sigmoid(logits).detach())")) == []
    # outputs gathered for one backward over all of them: the list is what trains
    gathered = source.replace("        logits = model(x)\n        optimizer.zero_grad()\n"
                              "        logits.pow(2).mean().backward()\n        optimizer.step()\n"
                              "        book.add(torch.sigmoid(logits))",
                              "        book.add(model(x))\n"
                              "    optimizer.zero_grad()\n"
                              "    torch.cat(book.scores).pow(2).mean().backward()\n"
                              "    optimizer.step()")
    assert codes(gathered) == []


def test_a_synced_target_network_trained_by_the_same_optimizer_is_foreign():
    source = '''
import copy
import torch.nn.functional as F

class Agent(nn.Module):
    def __init__(self):
        super().__init__()
        self.online = nn.Linear(4, 3)
        self.lagged = copy.deepcopy(self.online)

    def bootstrap(self, reward, next_obs):
        return reward + 0.9 * self.lagged(next_obs).max(dim=1).values

    def sync(self):
        self.lagged.load_state_dict(self.online.state_dict())

class Learner:
    def __init__(self, agent, name="Adam"):
        self.agent = agent
        self.optimizer = vars(torch.optim)[name](self.agent.parameters(), lr=1e-3)

    def update(self, obs, choice, reward, next_obs):
        taken = self.agent.online(obs).gather(1, choice[:, None]).squeeze(1)
        td = F.smooth_l1_loss(taken, self.agent.bootstrap(reward, next_obs))
        self.optimizer.zero_grad()
        td.backward()
        self.optimizer.step()

agent = Agent()
learner = Learner(agent)
for step in range(1000):
    learner.update(torch.randn(8, 4), torch.zeros(8, dtype=torch.long), torch.randn(8),
                   torch.randn(8, 4))
    if step % 100 == 0:
        agent.sync()
'''
    target = "        return reward + 0.9 * self.lagged(next_obs).max(dim=1).values"
    assert codes(source) == [(line_of(source, target), "AGL001")]
    assert codes(source.replace("self.lagged(next_obs).max(dim=1).values",
                                "self.lagged(next_obs).max(dim=1).values.detach()")) == []
    # never synced: a second network from the same start, trained with the first (an ensemble)
    assert codes(source.replace("        agent.sync()\n", "        pass\n")) == []


def test_outputs_gathered_before_the_backward_that_uses_them_are_not_kept_graphs():
    source = '''
model = nn.Linear(3, 2)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
for episode in range(3):
    values, rewards = [], []
    for step in range(5):
        out = model(torch.randn(1, 3))
        values.append(out[:, :1])
        rewards.append(torch.rand(1, 1))
    advantage = torch.cat(rewards) - torch.cat(values).detach()
    loss = -(advantage * model(torch.randn(5, 3))[:, 1:]).mean()
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
'''
    assert codes(source) == []


def test_an_attack_loop_backpropagates_each_forward_in_the_next_iteration():
    source = '''
import copy

def attack(model, img, steps=8):
    model = copy.deepcopy(model)
    model.eval()
    inputs = img.clone().requires_grad_(True)
    outputs = model(inputs)
    target = -outputs.detach()
    for step in range(steps):
        loss = ((outputs - target) ** 2).mean()
        loss.backward()
        inputs = (inputs - 0.01 * inputs.grad.sign()).detach().requires_grad_(True)
        if step == steps - 1:
            break
        outputs = model(inputs)
    return inputs.detach()

net = nn.Linear(4, 4)
print(attack(net, torch.randn(2, 4)).sum())
'''
    assert codes(source) == []
    # the loop's forward never backpropagated: an evaluation with grad on
    unused = source.replace("        loss.backward()\n", "        print(loss.item())\n").replace(
        "        inputs = (inputs - 0.01 * inputs.grad.sign()).detach().requires_grad_(True)\n", "")
    assert codes(unused) == [(line_of(unused, "    outputs = model(inputs)"), "AGL009")]


def test_a_loss_module_assigned_after_the_optimizer_hides_nothing_from_it():
    source = '''
class DeepQNetwork(nn.Module):
    def __init__(self, lr):
        super().__init__()
        self.fc1 = nn.Linear(4, 16)
        self.fc2 = nn.Linear(16, 2)
        self.optimizer = torch.optim.Adam(self.parameters(), lr=lr)
        self.loss = nn.MSELoss()

    def forward(self, x):
        return self.fc2(torch.relu(self.fc1(x)))

net = DeepQNetwork(1e-3)
for x, y in [(torch.randn(8, 4), torch.randn(8, 2))] * 3:
    net.optimizer.zero_grad()
    net.loss(net(x), y).backward()
    net.optimizer.step()
'''
    assert codes(source) == []
    head = source.replace("        self.loss = nn.MSELoss()", "        self.head = nn.Linear(2, 2)")
    assert codes(head) == [(line_of(head, "        self.head = nn.Linear(2, 2)"), "AGL019")]


def test_a_sum_of_terms_over_the_inputs_of_one_call_keeps_no_iteration():
    source = '''
import torch
import torch.nn as nn


def angular(a, b):
    return torch.acos((a * b).sum(dim=1) * 0.999).pow(2).sum()


class HeadsLoss(nn.Module):
    def __init__(self, weights=(1.0, 0.8, 0.5)):
        super().__init__()
        self.weights = weights

    def forward(self, outputs, targets):
        total = 0
        for out, target, w in zip(outputs, targets, self.weights):
            total += w * angular(out, target)
        return total


pred = [torch.rand(2, 3, requires_grad=True) for _ in range(3)]
goal = [torch.rand(2, 3) for _ in range(3)]
print(HeadsLoss()(pred, goal).item())
'''
    # the loop weighs terms of one value made from what the call was handed: no network runs
    # in it, so nothing of an earlier batch is kept
    assert codes(source) == []
    # a loop that runs a network per iteration keeps each iteration's graph in the sum
    net = source.replace("        for out, target, w in zip(outputs, targets, self.weights):\n"
                         "            total += w * angular(out, target)\n",
                         "        for out, target, w in zip(outputs, targets, self.weights):\n"
                         "            total += w * angular(self.net(out), target)\n").replace(
        "        self.weights = weights\n",
        "        self.weights = weights\n        self.net = nn.Linear(3, 3)\n")
    assert codes(net) == [(line_of(net, "            total += w * angular(self.net(out), target)"),
                           "AGL010")]


def test_a_copied_list_met_element_by_element_with_trained_values_is_a_target():
    source = '''
import torch
import torch.nn as nn
from torch.distributions import Categorical


class ActorCritic(nn.Module):
    def __init__(self):
        super().__init__()
        self.pi = nn.Linear(4, 2)
        self.v = nn.Linear(4, 1)

    def forward(self, s):
        return self.pi(s), self.v(s)


def returns_of(net, states, rewards, gamma=0.99):
    _, v = net(states)
    running = v[-1]
    out = []
    for r in reversed(rewards):
        running = r + gamma * running
        out.append(running)
    out.reverse()
    return torch.tensor(out, dtype=torch.float)


net = ActorCritic()
opt = torch.optim.Adam(net.parameters())
for episode in range(3):
    states, actions, rewards = torch.randn(5, 4), torch.randint(0, 2, (5,)), [1.0] * 5
    returns = returns_of(net, states, rewards)
    logits, values = net(states)
    values = values.squeeze()
    critic = (returns - values) ** 2
    actor = -Categorical(logits=logits).log_prob(actions) * (returns - values)
    loss = (critic + actor).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
'''
    # the copied returns are the critic's target and the actor's weight: meant as constants
    assert codes(source) == []
    mse = source.replace("    critic = (returns - values) ** 2\n",
                         "    critic = nn.functional.mse_loss(values, returns, reduction='none')\n")
    assert codes(mse) == []
    # a copied list summed into the loss as a term of its own trains nothing
    bonus = source.replace("    loss = (critic + actor).mean()\n",
                           "    loss = (critic + actor).mean() - 0.01 * returns.mean()\n")
    assert codes(bonus) == [(line_of(bonus, "    return torch.tensor(out, dtype=torch.float)"),
                             "AGL018")]


def test_a_head_built_with_one_output_through_a_parameter_gives_one_value_per_sample():
    source = '''
import torch
import torch.nn as nn


class Mlp(nn.Module):
    def __init__(self, inputs, outputs, hidden=64):
        super().__init__()
        self.body = nn.Linear(inputs, hidden)
        self.head = nn.Linear(hidden, outputs)

    def forward(self, x):
        return self.head(torch.relu(self.body(x)))


critic = Mlp(4, outputs=1)
opt = torch.optim.SGD(critic.parameters(), lr=0.01)
for step in range(10):
    state, following = torch.randn(4), torch.randn(4)
    delta = 1.0 + 0.99 * critic(following).detach() - critic(state)
    opt.zero_grad()
    (delta ** 2).backward()
    opt.step()
'''
    # one state: one value (its size, as a batch's, is not known here)
    assert codes(source) == []
    # a head of several outputs has several elements for one state too
    several = source.replace("critic = Mlp(4, outputs=1)", "critic = Mlp(4, outputs=2)")
    assert codes(several) == [(line_of(several, "    (delta ** 2).backward()"), "AGL007")]


def test_isinstance_of_a_tensor_class_is_known_for_a_tensor():
    source = '''
import torch
import torch.nn as nn
from torch.autograd import Variable


class Averager:
    def __init__(self):
        self.total, self.count = 0, 0

    def add(self, v):
        if isinstance(v, Variable):
            count = v.data.numel()
            v = v.data.sum()
        elif isinstance(v, torch.Tensor):
            count = v.numel()
            v = v.sum()
        self.total += v
        self.count += count


model = nn.Linear(4, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
meter = Averager()
for step in range(10):
    cost = model(torch.randn(8, 4)).pow(2).mean()
    opt.zero_grad()
    cost.backward()
    opt.step()
    meter.add(cost)
'''
    # every tensor is a Variable: the first branch runs, and keeps only the values
    assert codes(source) == []
    # a first branch for plain tensors keeps the graph in the running total
    kept = source.replace("        if isinstance(v, Variable):\n            count = v.data.numel()\n"
                          "            v = v.data.sum()\n",
                          "        if isinstance(v, (torch.Tensor, Variable)):\n"
                          "            count = v.numel()\n            v = v.sum()\n")
    assert codes(kept) == [(line_of(kept, "    meter.add(cost)"), "AGL010")]


def test_garbage_memory_a_helper_fills_in_place_is_filled_for_its_caller_too():
    source = '''
import torch
import torch.nn as nn
from torch.autograd import Variable


def load(v, data):
    v.data.resize_(data.size()).copy_(data)


def train_batch(net, opt):
    load(batch, torch.randn(8, 4))
    loss = net(batch).pow(2).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()


net = nn.Linear(4, 2)
opt = torch.optim.SGD(net.parameters(), lr=0.1)
batch = torch.FloatTensor(8, 4)
batch = Variable(batch)
for step in range(5):
    train_batch(net, opt)
'''
    # the helper writes the script's buffer (through .data, a view) before the network reads it
    assert codes(source) == []
    # read before the first fill: garbage goes into the first step
    early = source.replace("    load(batch, torch.randn(8, 4))\n", "").replace(
        "    opt.step()\n", "    opt.step()\n    load(batch, torch.randn(8, 4))\n")
    assert codes(early) == [(line_of(early, "batch = torch.FloatTensor(8, 4)"), "AGL015")]


def test_packing_a_batch_of_sequences_keeps_their_graph():
    source = '''
import torch
import torch.nn as nn
import torch.nn.utils.rnn as rnn_utils


class Reader(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(10, 4)
        self.rnn = nn.GRU(4, 8, batch_first=True)

    def encode(self, batch):
        steps = [self.emb(torch.tensor(sample)) for sample in batch]
        packed = rnn_utils.pack_sequence(steps, enforce_sorted=False)
        _, h = self.rnn(packed)
        return h.squeeze(0)


reader = Reader()
head = nn.Linear(8, 1)
opt = torch.optim.Adam(list(reader.parameters()) + list(head.parameters()))
reader.eval()
for step in range(3):
    loss = head(reader.encode([[1, 2, 3], [4, 5]])).pow(2).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
'''
    # the embeddings' graph goes through the packed batch into the loss: used, not an evaluation
    assert codes(source) == []
    scored = source.replace("    opt.zero_grad()\n    loss.backward()\n    opt.step()\n",
                            "    print(loss.item())\n")
    evaluated = "    loss = head(reader.encode([[1, 2, 3], [4, 5]])).pow(2).mean()"
    assert codes(scored) == [(line_of(scored, evaluated), "AGL009")]  # (the call of encode)


def test_an_input_that_carries_a_trained_network_s_graph_is_not_the_one_to_detach():
    source = '''
import torch
import torch.nn as nn

emb = nn.Embedding(10, 4)
encoder = nn.Linear(4, 4)
scorer = nn.Linear(8, 1)


def encode(ids, enc):
    return enc(emb(ids))


pretrain = torch.optim.Adam(list(emb.parameters()) + list(encoder.parameters()))
for step in range(3):
    pretrain.zero_grad()
    encode(torch.tensor([1, 2]), encoder).pow(2).mean().backward()
    pretrain.step()

command_encoder = nn.Linear(4, 4)
opt = torch.optim.Adam(list(scorer.parameters()) + list(command_encoder.parameters()))
for step in range(3):
    opt.zero_grad()
    commands = encode(torch.tensor([3, 4]), command_encoder)
    q = scorer(torch.cat([commands, torch.randn(2, 4)], dim=1))
    q.pow(2).mean().backward()
    opt.step()
'''
    # `commands` also carries command_encoder's graph, which this update trains: detaching it
    # would stop that, so the advice is to detach the embedding's output where it joins (and
    # none inside `encode`, whose embedding the first phase trains through it); no fix
    scored = "    q = scorer(torch.cat([commands, torch.randn(2, 4)], dim=1))"
    assert codes(source) == [(line_of(source, scored), "AGL001")]
    finding, = lint_source(HEAD + source, "train.py")
    assert "detach the emb output where it joins" in finding.message and finding.fix is None
    # the frozen embedding's output fed alone into the trained encoder is the one to detach
    alone = source.replace("    commands = encode(torch.tensor([3, 4]), command_encoder)\n",
                           "    words = emb(torch.tensor([3, 4]))\n"
                           "    commands = command_encoder(words)\n")
    assert codes(alone) == [(line_of(alone, "    commands = command_encoder(words)"), "AGL001")]


def test_modules_a_helper_registers_from_a_dict_s_items_are_registered():
    source = '''
import torch
from torch import nn


def block(inputs, outputs):
    return nn.Sequential(nn.Linear(inputs, 8), nn.ReLU(), nn.Linear(8, outputs))


def attach(owner, modules, prefix):
    for name, module in modules.items():
        owner.add_module(f"{prefix}_{name}", module)
    return modules


class Net(nn.Module):
    def __init__(self, kinds):
        super().__init__()
        self.kinds = tuple(kinds)
        self.trunk = block(4, 8)
        heads = {kind: block(8, 1) for kind in self.kinds}
        self.heads = attach(self, heads, prefix="head")

    def forward(self, x):
        return sum(self.heads[kind](self.trunk(x)) for kind in self.kinds)


net = Net(["red", "white"])
opt = torch.optim.Rprop(net.parameters())
for i in range(3):
    opt.zero_grad()
    net(torch.randn(4, 4)).mean().backward()
    opt.step()
'''
    # every head is registered under its own name by add_module: the dict only lists them
    assert codes(source) == []
    hidden = source.replace('        self.heads = attach(self, heads, prefix="head")',
                            "        self.heads = heads")
    assert codes(hidden) == [(line_of(hidden, "        self.heads = heads"), "AGL011")]


def test_garbage_memory_whose_data_is_assigned_is_filled():
    source = '''
import torch
import torch.nn as nn
from torch.autograd import Variable

G = nn.Linear(4, 2)
z = Variable(torch.FloatTensor(1, 4))
a, b = torch.randn(1, 4), torch.randn(1, 4)
for i in range(1, 4):
    z.data = a * (i / 4) + b * (1 - i / 4)
    print(G(z).sum().item())
'''
    assert "AGL015" not in {code for _, code in codes(source)}
    unset = source.replace("    z.data = a * (i / 4) + b * (1 - i / 4)\n", "")
    assert (line_of(unset, "z = Variable(torch.FloatTensor(1, 4))"), "AGL015") in codes(unset)


def test_a_leaf_an_optimizer_holds_rebound_to_a_sum_with_itself_is_left_behind():
    source = '''
import torch


class Model:
    def __init__(self):
        self.log_scale = torch.zeros(2, requires_grad=True)

    def calibrate(self, offset):
        self.log_scale = self.log_scale + offset

    def loss(self, x):
        return (x * self.log_scale.exp()).pow(2).mean()


model = Model()
opt = torch.optim.Adam([model.log_scale], lr=0.1)
model.calibrate(torch.ones(2))
for step in range(5):
    opt.zero_grad()
    model.loss(torch.randn(8, 2)).backward()
    opt.step()
'''
    # the optimizer steps the old leaf; every loss reads the sum made once from its first value
    assert codes(source) == [(line_of(source, "        self.log_scale = self.log_scale + offset"),
                              "AGL003")]
    inplace = source.replace("        self.log_scale = self.log_scale + offset",
                             "        with torch.no_grad():\n            self.log_scale += offset")
    assert codes(inplace) == []
    # a function's own adapted copy of the leaf (MAML's inner step): its callers keep the leaf
    adapted = source.replace("    def calibrate(self, offset):\n"
                             "        self.log_scale = self.log_scale + offset\n",
                             "    def calibrate(self, offset):\n"
                             "        log_scale = self.log_scale\n"
                             "        log_scale = log_scale + offset\n"
                             "        return log_scale.exp()\n")
    assert codes(adapted) == []


def test_a_term_of_thresholded_outputs_summed_into_the_loss_trains_nothing():
    source = '''
import torch
import torch.nn as nn


def f1_loss(logits, tags):
    predicted = (torch.sigmoid(logits) > 0.5).float()
    tp = (predicted * tags).sum(0)
    fp = (predicted * (1 - tags)).sum(0)
    fn = ((1 - predicted) * tags).sum(0)
    return 1 - (2 * tp / (2 * tp + fp + fn + 1e-8)).mean()


model = nn.Linear(16, 4)
opt = torch.optim.Adam(model.parameters())
for step in range(5):
    x, tags = torch.randn(32, 16), (torch.rand(32, 4) > 0.7).float()
    loss = f1_loss(model(x), tags) + 1e-4 * model.weight.pow(2).sum()
    opt.zero_grad()
    loss.backward()
    opt.step()
'''
    assert codes(source) == [(line_of(source, "    predicted = (torch.sigmoid(logits) > 0.5)"
                                              ".float()"), "AGL018")]
    # thresholded outputs that weigh a differentiable term, or a term detached on purpose
    weighted = source.replace("    loss = f1_loss(model(x), tags) + 1e-4 * model.weight.pow(2).sum()",
                              "    logits = model(x)\n"
                              "    hard = (torch.sigmoid(logits) > 0.5).float()\n"
                              "    loss = (hard * nn.functional.binary_cross_entropy_with_logits("
                              "logits, tags, reduction='none')).mean()\n"
                              "    loss = loss + 1e-4 * model.weight.pow(2).sum()")
    assert codes(weighted) == []
    detached = source.replace("    predicted = (torch.sigmoid(logits) > 0.5).float()",
                              "    predicted = torch.sigmoid(logits).detach()")
    assert codes(detached) == []
    # a straight-through estimator: the hard values, with the soft ones' gradient
    straight = source.replace("    predicted = (torch.sigmoid(logits) > 0.5).float()",
                              "    soft = torch.sigmoid(logits)\n"
                              "    predicted = (soft > 0.5).float() + soft - soft.detach()")
    assert codes(straight) == []


SINGLE_DISPATCH = '''
from functools import partial, singledispatch

import torch
import torch.nn as nn
import torch.nn.functional as F


class Focal:
    gamma = 2.0


class Plain:
    pass


def focal_loss(logits, target, gamma):
    probs = torch.sigmoid(logits)
    probs.clamp_(1e-6, 1 - 1e-6)
    return (-(1 - probs) ** gamma * torch.log(probs) * target).mean()


@singledispatch
def build_criterion(spec):
    raise TypeError(type(spec).__name__)


@build_criterion.register
def _(spec: Focal):
    return partial(focal_loss, gamma=spec.gamma)


@build_criterion.register
def _(spec: Plain):
    def criterion(logits, target):
        return F.binary_cross_entropy_with_logits(logits, target)
    return criterion


def main(spec):
    model = nn.Linear(8, 4)
    opt = torch.optim.AdamW(model.parameters())
    criterion = build_criterion(spec)
    for step in range(3):
        loss = criterion(model(torch.randn(16, 8)), (torch.rand(16, 4) > 0.5).float())
        opt.zero_grad()
        loss.backward()
        opt.step()


main(Focal())
'''


def test_a_single_dispatch_function_runs_the_functions_registered_for_it():
    # which overload the spec's type picks is not known here: each runs, and the focal one
    # clamps the sigmoid's saved output in place
    inplace = line_of(SINGLE_DISPATCH, "    probs.clamp_(1e-6, 1 - 1e-6)")
    assert codes(SINGLE_DISPATCH) == [(inplace, "AGL006")]
    fixed = SINGLE_DISPATCH.replace("    probs.clamp_(1e-6, 1 - 1e-6)",
                                    "    probs = probs.clamp(1e-6, 1 - 1e-6)")
    assert codes(fixed) == []
    # one of two functions chosen by a flag is either of them, not the first
    chosen = SINGLE_DISPATCH.replace(
        "    criterion = build_criterion(spec)",
        "    criterion = build_criterion(Plain()) if spec is None else "
        "partial(focal_loss, gamma=2.0)")
    assert codes(chosen) == [(inplace, "AGL006")]


def test_an_optimizer_over_a_part_of_a_network_stepped_from_a_list_of_one_accumulates():
    source = '''
from dataclasses import dataclass, field

import torch
from torch import nn


@dataclass
class Trainer:
    model: nn.Module
    optimizer: torch.optim.Optimizer
    extra_optimizers: list = field(default_factory=list)

    def step(self, x, y):
        self.optimizer.zero_grad()
        loss = (self.model(x) - y).pow(2).mean()
        loss.backward()
        self.optimizer.step()
        for optimizer in self.extra_optimizers:
            optimizer.step()
        return loss.item()


emb = nn.Embedding(10, 4)
head = nn.Linear(4, 1)
trainer = Trainer(model=nn.Sequential(emb, head), optimizer=torch.optim.AdamW(head.parameters()),
                  extra_optimizers=[torch.optim.Adagrad(emb.parameters())])
for i in range(5):
    trainer.step(torch.randint(0, 10, (8,)), torch.randn(8, 1))
'''
    # the backward through the whole network reaches the embedding, whose optimizer nothing zeroes
    assert codes(source) == [(line_of(source, "            optimizer.step()"), "AGL004")]
    zeroed = source.replace("        self.optimizer.zero_grad()\n",
                            "        self.optimizer.zero_grad()\n"
                            "        for optimizer in self.extra_optimizers:\n"
                            "            optimizer.zero_grad()\n")
    assert codes(zeroed) == []


def test_comprehensions_over_known_entries_make_each_entry():
    source = '''
import itertools
import torch
import torch.nn as nn
import torch.nn.functional as F

OPTIMIZERS = {"radam": torch.optim.RAdam, "sgd": torch.optim.SGD}
parts = {"encoder": nn.Linear(8, 4), "head": nn.Linear(4, 1), "adversary": nn.Linear(4, 3)}
encoder, head, adversary = (parts[k] for k in ("encoder", "head", "adversary"))
spec = {"predictor": (OPTIMIZERS["radam"], {}), "adversary": (OPTIMIZERS["sgd"], {"lr": 0.1})}
groups = {"predictor": itertools.chain(encoder.parameters(), head.parameters()),
          "adversary": adversary.parameters()}
optimizers = {role: cls(groups[role], **hyper) for role, (cls, hyper) in spec.items()}
for step in range(5):
    x, y, site = torch.randn(16, 8), torch.rand(16, 1), torch.randint(0, 3, (16,))
    for optimizer in optimizers.values():
        optimizer.zero_grad()
    codes = encoder(x)
    loss = F.cross_entropy(adversary(codes), site)
    loss.backward()
    optimizers["adversary"].step()
    codes = encoder(x)
    risk = F.binary_cross_entropy_with_logits(head(codes), y)
    (risk - 0.5 * F.cross_entropy(adversary(codes), site)).backward()
    optimizers["predictor"].step()
'''
    # the adversary's backward fills the encoder's gradients, which the predictor's step applies
    adversary_step = "    loss = F.cross_entropy(adversary(codes), site)"
    assert codes(source) == [(line_of(source, adversary_step), "AGL001")]
    detached = source.replace(adversary_step, "    loss = F.cross_entropy(adversary(codes.detach()), site)")
    assert codes(detached) == []


def test_an_entry_of_a_dict_of_known_objects_read_by_a_key_known_at_run_time_is_one_of_them():
    source = '''
import torch
import torch.nn as nn


class Meter:
    def __init__(self):
        self.total = 0

    def update(self, value):
        self.total += value


class Meters:
    def __init__(self, *names):
        self.meters = {name: Meter() for name in names}

    def update(self, **values):
        for key, value in values.items():
            self.meters[key].update(value)


model = nn.Linear(4, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
meters = Meters("loss", "reg")
for step in range(5):
    loss = model(torch.randn(8, 4)).pow(2).mean()
    reg = model.weight.pow(2).sum()
    opt.zero_grad()
    (loss + reg).backward()
    opt.step()
    meters.update(loss=loss, reg=reg)
'''
    found = codes(source)
    assert found and {code for _, code in found} == {"AGL010"}
    numbers = source.replace("meters.update(loss=loss, reg=reg)",
                             "meters.update(loss=loss.item(), reg=reg.item())")
    assert codes(numbers) == []


def test_a_project_context_manager_runs_its_enter_and_exit_around_the_block():
    source = '''
class StepScope:
    def __init__(self, opt):
        self.opt = opt
    def __enter__(self):
        return self
    def __exit__(self, kind, value, tb):
        if kind is None:
            self.opt.step()
        return False
net = nn.Linear(4, 1)
opt = torch.optim.SGD(net.parameters(), lr=0.1)
for step in range(10):
    with StepScope(opt) as scope:
        loss = net(torch.randn(8, 4)).pow(2).mean()
        loss.backward()
'''
    assert codes(source) == [(line_of(source, "            self.opt.step()"), "AGL004")]
    zeroed = source.replace("        return self\n", "        self.opt.zero_grad()\n        return self\n")
    assert codes(zeroed) == []


def test_a_loss_rebuilt_from_a_python_float_of_a_detached_output_trains_nothing():
    source = '''
import numpy as np
def cost_np(forecast, actual):
    err = forecast - actual
    return float(np.mean(np.where(err > 0, 3.0 * err ** 2, err ** 2)))
def cost(forecast, actual):
    value = cost_np(forecast.detach().numpy(), actual.numpy())
    return torch.tensor(value, requires_grad=True)
net = nn.Linear(3, 1)
opt = torch.optim.Adam(net.parameters())
for step in range(5):
    opt.zero_grad()
    loss = cost(net(torch.randn(8, 3)), torch.randn(8, 1))
    loss.backward()
    opt.step()
'''
    assert codes(source) == [(line_of(source, "    loss.backward()"), "AGL018")]
    # the same number only logged, the loss kept in torch: trains
    logged = source.replace("    loss = cost(net(torch.randn(8, 3)), torch.randn(8, 1))",
                            "    out = net(torch.randn(8, 3))\n"
                            "    print(cost(out, torch.zeros(8, 1)))\n"
                            "    loss = out.pow(2).mean() + float(out.mean())")
    assert codes(logged) == []


def test_a_tuple_of_networks_made_by_tuple_of_a_generator_is_not_registered():
    source = '''
class Branch(nn.Module):
    def __init__(self, k):
        super().__init__()
        self.conv = nn.Conv1d(1, 4, k)
        self.width = 4
class Detector(nn.Module):
    def __init__(self, kernels):
        super().__init__()
        self.branches = tuple(Branch(k) for k in kernels)
        width = sum(b.width for b in self.branches)
        self.head = nn.Linear(width, 3)
'''
    assert codes(source) == [(line_of(source, "        self.branches = tuple(Branch(k) for k in kernels)"),
                              "AGL011")]
    for registered in ("        self.branches = nn.ModuleList(Branch(k) for k in kernels)",
                       "        self.branches = nn.Sequential(*(Branch(k) for k in kernels))"):
        assert codes(source.replace(
            "        self.branches = tuple(Branch(k) for k in kernels)", registered)) == []
    # handed on to a container that registers them
    assert codes(source.replace("        self.head = nn.Linear(width, 3)",
                                "        self.stack = nn.ModuleList(self.branches)")) == []


PIPELINE = '''
def impute(batch, imputer, opt):
    opt.zero_grad()
    loss = (imputer(batch["x"]) - batch["x"]).pow(2).mean()
    loss.backward()
    opt.step()
    batch["filled"] = imputer(batch["x"])
def classify(batch, head, opt):
    opt.zero_grad()
    loss = head(batch["filled"]).mean()
    loss.backward()
    opt.step()
imputer, head = nn.Linear(4, 4), nn.Linear(4, 1)
opt_i = torch.optim.Adam(imputer.parameters())
opt_h = torch.optim.Adam(head.parameters())
for step in range(10):
    batch = {"x": torch.randn(8, 4)}
    impute(batch, imputer, opt_i)
    classify(batch, head, opt_h)
'''


def test_a_container_a_callee_changes_in_place_changes_for_its_caller():
    """A dict handed through pipeline stages: the entry one stage stores is what the next
    stage reads (the imputer's output, not detached, in the classifier's update)."""
    assert codes(PIPELINE) == [(line_of(PIPELINE, '    loss = head(batch["filled"]).mean()'),
                                "AGL001")]
    detached = PIPELINE.replace('    batch["filled"] = imputer(batch["x"])',
                                '    batch["filled"] = imputer(batch["x"]).detach()')
    assert codes(detached) == []
    # a callee that copies the dict first leaves the caller's as it was
    copied = PIPELINE.replace('    batch["filled"] = imputer(batch["x"])',
                              '    batch = dict(batch)\n    batch["filled"] = imputer(batch["x"])')
    assert codes(copied) == []


PLUGINS = '''
import torch.nn.functional as F
class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.features = nn.Sequential(nn.Linear(16, 8), nn.ReLU())
        self.classifier = nn.Linear(8, 3)
    def forward(self, x):
        embedding = self.features(x)
        return self.classifier(embedding), embedding
class Center(nn.Module):
    def __init__(self, n, d):
        super().__init__()
        self.centres = nn.Parameter(torch.zeros(n, d))
    def forward(self, embedding, labels):
        return ((embedding - self.centres[labels]) ** 2).sum(1).mean()
class Angular(nn.Module):
    def __init__(self, n, d):
        super().__init__()
        self.directions = nn.Parameter(torch.randn(n, d))
    def forward(self, embedding, labels):
        embedding.div_(embedding.norm(dim=1, keepdim=True))
        return F.cross_entropy(embedding @ self.directions.T, labels)
KINDS = {"center": Center, "angular": Angular}
net = Net()
extras = nn.ModuleDict({name: KINDS[name](3, 8) for name in ("center", "angular")})
opt = torch.optim.SGD([*net.parameters(), *extras.parameters()], lr=0.1)
for i in range(5):
    x, y = torch.randn(32, 16), torch.randint(0, 3, (32,))
    logits, embedding = net(x)
    terms = {"ce": F.cross_entropy(logits, y)}
    for name, plugin in extras.items():
        terms[name] = plugin(embedding, y)
    opt.zero_grad()
    sum(terms.values()).backward()
    opt.step()
'''


def test_a_loop_over_a_module_dict_of_several_classes_runs_each_part():
    assert codes(PLUGINS) == [
        (line_of(PLUGINS, "        embedding.div_(embedding.norm(dim=1, keepdim=True))"), "AGL006")]
    outplace = PLUGINS.replace("        embedding.div_(embedding.norm(dim=1, keepdim=True))",
                               "        embedding = embedding / embedding.norm(dim=1, keepdim=True)")
    assert codes(outplace) == []
    by_values = PLUGINS.replace("    for name, plugin in extras.items():\n        terms[name]",
                                "    for plugin in extras.values():\n        terms['x']")
    assert codes(by_values) == codes(PLUGINS)


SELF_TRAINING = '''
import torch.nn.functional as F
class SelfTraining(nn.Module):
    def forward(self, y, y_target):
        confidence, pseudo_labels = F.softmax(y_target.detach(), dim=1).max(dim=1)
        mask = (confidence > 0.9).float()
        return (F.cross_entropy(y, pseudo_labels, reduction="none") * mask).mean(), mask
net = nn.Linear(4, 3)
criterion = SelfTraining()
opt = torch.optim.SGD(net.parameters(), lr=0.1)
for step in range(3):
    opt.zero_grad()
    y_weak = net(torch.randn(8, 4))
    y_weak.mean().backward()
    loss, mask = criterion(net(torch.randn(8, 4)), y_weak)
    loss.backward()
    opt.step()
'''


def test_a_loss_module_that_detaches_an_input_does_not_carry_its_graph():
    """Its forward, followed to its end, says which inputs' graphs its output carries: the
    pseudo-labels' source, detached, not (no backward through the first, freed graph)."""
    assert codes(SELF_TRAINING) == []
    kept = SELF_TRAINING.replace(".mean(), mask", ".mean() + y_target.mean(), mask")
    assert codes(kept) == [(line_of(kept, "    loss.backward()"), "AGL005")]


def test_expand_as_takes_its_arguments_shape_not_its_graph():
    source = '''
net = nn.Linear(4, 3)
opt = torch.optim.SGD(net.parameters(), lr=0.1)
rates = None
for step in range(3):
    probs = net(torch.randn(8, 4)).softmax(-1)
    rates = torch.ones(1, 3).expand_as(probs) if rates is None else rates
    loss = -(probs.log() * rates).sum(-1).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
'''
    assert codes(source) == []
    carried = source.replace(".expand_as(probs)", " * probs")
    assert codes(carried) == [(line_of(carried, "    loss.backward()"), "AGL005")]


def test_a_container_of_modules_that_hold_no_parameter_is_not_reported():
    source = '''
class Kernel(nn.Module):
    def __init__(self, sigma=None):
        super().__init__()
        self.sigma_square = torch.tensor(sigma * sigma) if sigma is not None else None
    def forward(self, x):
        return torch.exp(-x / 2)
class Discrepancy(nn.Module):
    def __init__(self, kernels):
        super().__init__()
        self.kernels = kernels
    def forward(self, x):
        return sum(kernel(x) for kernel in self.kernels)
loss = Discrepancy(tuple(Kernel(2.0 ** k) for k in range(-3, 2)))
'''
    assert codes(source) == []
    trained = source.replace(
        "        self.sigma_square = torch.tensor(sigma * sigma) if sigma is not None else None",
        "        self.scale = nn.Linear(1, 1)")
    assert codes(trained) == [(line_of(trained, "        self.kernels = kernels"), "AGL011")]
