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
