"""What the analysis knows about the torch API, by qualified name."""
from __future__ import annotations

# Top-level packages these tables model: their names are never looked up as project files.
MODELLED_PACKAGES = {"torch", "torchvision", "timm", "transformers", "lightning",
                     "pytorch_lightning", "accelerate", "apex", "bitsandbytes", "numpy", "math",
                     "copy", "itertools", "torch_optimizer", "lion_pytorch"}

OPTIMIZER_PACKAGES = ("torch.optim.", "apex.optimizers.", "bitsandbytes.optim.", "timm.optim.",
                      "transformers.optimization.", "torch_optimizer.", "lion_pytorch.")
OPTIMIZER_EXTRA = {"transformers.AdamW", "transformers.Adafactor", "timm.optim.create_optimizer_v2",
                   "timm.optim.create_optimizer"}
# `getattr(torch.optim, cfg.name)`: an optimizer of torch.optim, which one read from a config
SOME_OPTIMIZER = "torch.optim.ConfiguredOptimizer"
# `MODEL_REGISTRY.get(cfg.name)` of more project network classes than are run one by one, each
# building parameters: a network of one of them, which one unknown
SOME_NETWORK = "<project>.RegisteredNetwork"
# `criterion = nn.CrossEntropyLoss()` on one path, a project `FocalLoss()` holding no parameter on
# the other: a module that holds no parameter, which one unknown
SOME_PARAMETER_FREE_MODULE = "torch.nn.ParameterFreeModule"
NOT_OPTIMIZERS = ("torch.optim.lr_scheduler", "torch.optim.swa_utils", "torch.optim.Optimizer",
                  "torch.optim.optimizer")

MODULE_PACKAGES = ("torch.nn.", "torchvision.models.", "timm.models.", "transformers.")
NOT_MODULES = ("torch.nn.functional", "torch.nn.init", "torch.nn.utils", "torch.nn.parameter",
               "torch.nn.Parameter", "torch.nn.Module", "torch.nn.modules.module")
MODULE_WRAPPERS = {"torch.nn.DataParallel", "torch.nn.parallel.DistributedDataParallel",
                   "torch.nn.parallel.DataParallel", "torch.compile", "torch.jit.script",
                   "copy.deepcopy", "torch.optim.swa_utils.AveragedModel"}

# Base classes that make a user class a module / an optimizer.
LIGHTNING_MODULES = {"pytorch_lightning.LightningModule", "lightning.LightningModule",
                     "lightning.pytorch.LightningModule", "pytorch_lightning.core.LightningModule",
                     "lightning.pytorch.core.LightningModule",
                     "pytorch_lightning.core.module.LightningModule",
                     "lightning.pytorch.core.module.LightningModule"}
MODULE_BASES = {"torch.nn.Module", "torch.nn.modules.module.Module"} | LIGHTNING_MODULES
# Methods a framework's base class provides that hand back what a user method of the class made:
# Lightning's `self.optimizers()` returns the optimizer(s) of `configure_optimizers()` (one, or a
# list; from the forms it accepts: an optimizer, a list, `([opts], [schedulers])`, a dict with an
# "optimizer" key, a list of such dicts).
FRAMEWORK_ACCESSORS = {
    "optimizers": (LIGHTNING_MODULES, "configure_optimizers"),
}
# Methods of a framework's base class that switch the other optimizers' parameters off (True) or
# back on (False): Lightning's `self.toggle_optimizer(opt_d)` sets requires_grad=False on the
# parameters only the other optimizers own, so a generator run after it builds no graph;
# `with self.toggled_optimizer(opt):` does both around its body.
OPTIMIZER_TOGGLES = {"toggle_optimizer": (LIGHTNING_MODULES, True),
                     "untoggle_optimizer": (LIGHTNING_MODULES, False)}
OPTIMIZER_TOGGLE_CONTEXTS = {"toggled_optimizer": LIGHTNING_MODULES}
# Methods a framework calls once per batch, by the base classes of the framework: when nothing in
# the project calls them, they run as the body of a loop (twice, as loop bodies do), so that what
# one call leaves to the next (gradients not zeroed in manual optimization, a graph kept on self)
# shows.
FRAMEWORK_LOOP_METHODS = {"training_step": LIGHTNING_MODULES}
# Methods a framework runs with grad disabled (Lightning's evaluation loops run under
# `torch.inference_mode()` / `torch.no_grad()`), by the framework's base class.
FRAMEWORK_NO_GRAD_METHODS = {name: LIGHTNING_MODULES for name in (
    "validation_step", "test_step", "predict_step", "validation_epoch_end", "test_epoch_end",
    "on_validation_epoch_end", "on_test_epoch_end")}
# Methods a framework calls with objects of known kinds, by the framework's base class: when
# nothing in the project calls them, their parameters are those objects (`compute_loss(self,
# model, inputs)` of a Hugging Face Trainer subclass: `model` is the network being trained).
_HF_TRAINER_HOOKS = {"compute_loss": {"model": "module"}, "training_step": {"model": "module"}}
FRAMEWORK_HOOKS = {
    "transformers.Trainer": _HF_TRAINER_HOOKS,
    "transformers.Seq2SeqTrainer": _HF_TRAINER_HOOKS,
    "transformers.trainer.Trainer": _HF_TRAINER_HOOKS,
    "transformers.trainer_seq2seq.Seq2SeqTrainer": _HF_TRAINER_HOOKS,
}
OPTIMIZER_BASES = {"torch.optim.Optimizer", "torch.optim.optimizer.Optimizer"}
# wrappers that keep a deep copy of a network with requires_grad off (exponential moving averages)
FROZEN_COPIES = {"ema_pytorch.EMA", "ema_pytorch.ema_pytorch.EMA", "ema_pytorch.PostHocEMA"}

# `Variable(x)`: x itself since PyTorch 0.4 (with requires_grad=True, a new leaf)
VARIABLE_WRAPPERS = {"torch.autograd.Variable", "torch.autograd.variable.Variable"}
PARAMETER_CLASSES = {"torch.nn.Parameter", "torch.nn.parameter.Parameter",
                     "torch.nn.UninitializedParameter", "torch.nn.parameter.UninitializedParameter",
                     # subclasses of nn.Parameter in quantization libraries
                     "bitsandbytes.nn.Params4bit", "bitsandbytes.nn.Int8Params",
                     "bitsandbytes.nn.modules.Params4bit", "bitsandbytes.nn.modules.Int8Params"}

# Layers whose `.weight` / `.bias` are registered parameters.
PARAM_LAYERS = {
    "Linear", "Bilinear", "LazyLinear", "Conv1d", "Conv2d", "Conv3d", "ConvTranspose1d",
    "ConvTranspose2d", "ConvTranspose3d", "BatchNorm1d", "BatchNorm2d", "BatchNorm3d", "LayerNorm",
    "GroupNorm", "InstanceNorm1d", "InstanceNorm2d", "InstanceNorm3d", "Embedding", "EmbeddingBag",
    "PReLU", "RMSNorm",
}

TENSOR_FACTORIES = {
    "tensor", "randn", "rand", "zeros", "ones", "empty", "full", "arange", "linspace", "logspace",
    "eye", "randint", "normal", "randn_like", "rand_like", "zeros_like", "ones_like", "empty_like",
    "full_like", "as_tensor", "from_numpy", "randperm",
}

NO_GRAD_CONTEXTS = {"torch.no_grad", "torch.inference_mode", "torch.autograd.no_grad",
                    "torch.autograd.grad_mode.no_grad", "torch.autograd.grad_mode.inference_mode"}
ENABLE_GRAD_CONTEXTS = {"torch.enable_grad", "torch.autograd.enable_grad"}
SET_GRAD_ENABLED = {"torch.set_grad_enabled", "torch.autograd.set_grad_enabled"}


def context_grad_mode(qual: str | None) -> bool | None:
    """The grad mode the context class ``qual`` sets: False (no_grad-like), True (enable_grad),
    or None (another context, or none)."""
    if qual in NO_GRAD_CONTEXTS:
        return False
    return True if qual in ENABLE_GRAD_CONTEXTS else None


# detach_() on a leaf only clears requires_grad: legal, not an edit of the values
INPLACE_EXEMPT = {"requires_grad_", "retain_grad", "share_memory_", "pin_memory", "record_stream",
                  "detach_"}

# torch functions whose result holds indices, booleans or samples: no graph to anything
INDEX_FUNCTIONS = {f"torch.{name}" for name in (
    "argmax", "argmin", "argsort", "argwhere", "nonzero", "eq", "ne", "lt", "le", "gt", "ge",
    "isnan", "isinf", "isfinite", "isclose", "equal", "sign", "searchsorted", "bucketize",
    "multinomial", "bernoulli", "poisson", "randint_like", "count_nonzero", "unique",
    "logical_and", "logical_or", "logical_not", "logical_xor", "bitwise_and", "bitwise_or",
    "bitwise_not", "bitwise_xor")}

# torch functions whose gradient is zero everywhere: what is computed through them trains
# nothing (as the methods of the same names, in DETACHING_METHODS)
ZERO_GRADIENT_FUNCTIONS = {f"torch.{name}" for name in ("round", "floor", "ceil", "trunc", "fix")}

# A tensor's storage: its memory, not its values (`p.untyped_storage().resize_(0)` frees a
# placeholder's memory and reads nothing).
STORAGE_METHODS = {"untyped_storage", "storage", "_typed_storage"}

# Methods of Python's containers and strings that no tensor has: a receiver taken for a tensor
# that is called with one is something else (a dict of parameters), and what it returns unknown.
CONTAINER_METHODS = {
    "items", "keys", "get", "append", "extend", "insert", "remove", "pop", "popitem",
    "setdefault", "update", "copy", "index", "count", "reverse", "clear", "discard", "join",
    "format", "startswith", "endswith", "strip", "lower", "upper",
}

# numpy array methods no tensor has: the receiver is an array already (a metric's values),
# whatever the analysis took it for, and so is what they return
NUMPY_ARRAY_METHODS = frozenset({"astype", "tobytes", "argpartition", "searchsorted", "ptp",
                                 "itemset"})

# Tensor methods whose result carries no graph.
DETACHING_METHODS = {
    "detach", "item", "tolist", "numpy", "argmax", "argmin", "argsort", "nonzero", "size", "dim",
    "numel", "nelement", "ndimension", "is_floating_point", "is_complex",
    "eq", "ne", "lt", "le", "gt", "ge", "isnan", "isinf", "isfinite", "long", "int", "bool",
    "byte", "char", "short", "logical_not", "bitwise_not",
    "sign", "round", "floor", "ceil", "trunc", "fix", "data_ptr", "element_size", "stride",
    "is_contiguous",
    "get_device", "type", "__len__", "all", "any",
}
# Of those, the ones that return Python numbers (`loss * x.size(0)` is still one element).
PYTHON_NUMBER_METHODS = {"size", "dim", "numel", "nelement", "ndimension", "element_size",
                         "data_ptr", "get_device", "__len__", "stride", "is_floating_point",
                         "is_complex", "is_contiguous"}
DETACHING_FUNCTIONS = {"float", "int", "bool", "len", "str", "round", "repr", "isinstance", "print",
                       "math.", "numpy.", "np."}

# Calls that zero gradients when made on an optimizer or a module.
ZERO_GRAD_METHODS = {"zero_grad"}

# Modules, optimizers and tensors are returned unchanged by these methods.
SELF_RETURNING_METHODS = {"to", "cuda", "cpu", "train", "eval", "float", "double", "half",
                          "bfloat16", "requires_grad_", "type", "share_memory", "apply"}

# Methods of a module that only read it, which code may keep unbound to call later
# (`self.param_list = [self.named_parameters]`; `for n, p in gen()`).
MODULE_READING_METHODS = frozenset({
    "parameters", "named_parameters", "buffers", "named_buffers", "children", "named_children",
    "modules", "named_modules", "state_dict",
})

# Methods only a module has: calling one on an object of unknown origin makes it a module.
MODULE_ONLY_METHODS = {"parameters", "named_parameters", "eval", "train", "modules", "children",
                       "named_modules", "buffers", "named_buffers", "register_forward_hook",
                       "register_buffer"}
# Classes whose instances are plain Python objects, never tensors (a namespace's `.data` is a
# path or a dict), and what their methods return: (class, method) -> class of the result
# classes made by a call, each instance holding its fields as named (`collections.namedtuple`)
RECORD_FACTORIES = {"collections.namedtuple", "typing.NamedTuple", "typing_extensions.NamedTuple"}
NAMESPACE_CLASSES = {"argparse.Namespace", "types.SimpleNamespace"}  # attributes as keywords
PLAIN_OBJECT_CLASSES = {"argparse.ArgumentParser", "argparse.Namespace", "types.SimpleNamespace",
                        "torch.Generator"}
SCHEDULER_PACKAGES = ("torch.optim.lr_scheduler.", "transformers.optimization.get_",
                      "diffusers.optimization.get_", "timm.scheduler.")
PLAIN_OBJECT_METHODS = {("argparse.ArgumentParser", "parse_args"): "argparse.Namespace",
                        ("argparse.ArgumentParser", "add_argument"): None,
                        ("argparse.ArgumentParser", "add_argument_group"): None,
                        # (a random generator seeded returns itself: `torch.Generator()
                        # .manual_seed(0)` handed to `uniform_(generator=g)` is no tensor)
                        ("torch.Generator", "manual_seed"): "torch.Generator",
                        ("torch.Generator", "set_state"): "torch.Generator",
                        ("torch.Generator", "seed"): None,
                        ("torch.Generator", "initial_seed"): None}
# Torch functions that return one of those objects, by the class of what they return
PLAIN_OBJECT_FUNCTIONS = {"torch.manual_seed": "torch.Generator",
                          "torch.random.manual_seed": "torch.Generator"}
# Attributes only an optimizer has: a parameter used so is one.
OPTIMIZER_ONLY_ATTRIBUTES = {"param_groups", "add_param_group"}

# Optimizers whose step(closure) evaluates the closure several times, updating the weights
# between evaluations (L-BFGS's line search): each evaluation's backward adds to the gradients the
# last one left unless the closure zeroes them.
REEVALUATING_OPTIMIZERS = {"torch.optim.LBFGS", "torch.optim.lbfgs.LBFGS"}

# Objects of training libraries whose methods act on the objects they are given, by the qualified
# name of their class; per method: "arg" returns its first argument (`scaler.scale(loss)`,
# `accelerator.unwrap_model(model)`), "args" its arguments, the same objects (one, or a tuple:
# `model, opt, loader = accelerator.prepare(model, opt, loader)`), "backward" backpropagates its
# first argument (`accelerator.backward(loss)`), "step" steps the optimizer it is given
# (`scaler.step(opt)`), "none" returns nothing the analysis follows (`scaler.update()`,
# `with accelerator.accumulate(model):`). Other methods: an unknown result.
_GRAD_SCALER = {"scale": "arg", "step": "step", "unscale_": "none", "update": "none",
                "get_scale": "none", "state_dict": "none", "load_state_dict": "none"}
TRAINING_HELPERS = {
    "torch.amp.GradScaler": _GRAD_SCALER,
    "torch.cuda.amp.GradScaler": _GRAD_SCALER,
    "torch.cpu.amp.GradScaler": _GRAD_SCALER,
    "torch.amp.grad_scaler.GradScaler": _GRAD_SCALER,
    "accelerate.Accelerator": {
        "prepare": "args", "prepare_model": "arg", "prepare_optimizer": "arg",
        "prepare_scheduler": "arg", "prepare_data_loader": "arg", "unwrap_model": "arg",
        "backward": "backward", "accumulate": "none", "autocast": "none", "no_sync": "none",
        "clip_grad_norm_": "none", "clip_grad_value_": "none", "wait_for_everyone": "none",
        "print": "none", "log": "none", "save": "none", "save_state": "none",
        "load_state": "none", "free_memory": "none", "end_training": "none"},
}
# Lightning Fabric: setup() hands back the objects it is given (wrapped), backward() backpropagates
_FABRIC = {"setup": "args", "setup_module": "arg", "setup_optimizers": "args",
           "setup_dataloaders": "args", "backward": "backward", "clip_gradients": "none",
           "no_backward_sync": "none", "autocast": "none", "init_module": "none",
           "init_tensor": "none", "seed_everything": "none", "barrier": "none", "print": "none",
           "log": "none", "log_dict": "none", "save": "none", "load": "none",
           "all_reduce": "none", "all_gather": "none", "to_device": "arg"}
TRAINING_HELPERS.update({name: _FABRIC for name in (
    "lightning.Fabric", "lightning.fabric.Fabric", "lightning.fabric.fabric.Fabric",
    "lightning_fabric.Fabric", "lightning_fabric.fabric.Fabric")})

# Calls whose result is whatever was saved (a model, a state dict): unknown, with an identity.
LOADERS = {"torch.load", "torch.jit.load", "torch.hub.load"}

MODULE_EVIDENCE_METHODS = {"parameters", "named_parameters", "state_dict", "load_state_dict",
                           "modules", "children", "named_modules", "train", "eval", "buffers"}


def is_optimizer_class(qualname: str | None) -> bool:
    if not qualname:
        return False
    if qualname in OPTIMIZER_EXTRA:
        return True
    if any(qualname.startswith(p) for p in NOT_OPTIMIZERS):
        return False
    if not any(qualname.startswith(p) for p in OPTIMIZER_PACKAGES):
        return False
    last = qualname.rsplit(".", 1)[-1]
    return last[:1].isupper() or last.startswith("create_optimizer")


TORCHVISION_WEIGHT_HELPERS = {"get_weight", "get_model_weights", "list_models"}


def is_module_class(qualname: str | None) -> bool:
    if not qualname:
        return False
    if any(qualname == p or qualname.startswith(p + ".") for p in NOT_MODULES):
        return False
    if qualname.startswith("torchvision.models."):
        # resnet18(), ResNet(...); not a weights enum or what it hands out
        # (`EfficientNet_B2_Weights.DEFAULT.transforms()`: a preprocessing pipeline)
        parts = qualname.split(".")
        return not any(part.endswith("Weights") for part in parts) and \
            parts[-1] not in TORCHVISION_WEIGHT_HELPERS
    if not any(qualname.startswith(p) for p in MODULE_PACKAGES):
        return False
    last = qualname.rsplit(".", 1)[-1]
    if qualname.startswith("transformers."):
        return last.endswith(("Model", "LMHeadModel")) or "For" in last
    return last[:1].isupper()


# Methods of library models that run under their own @torch.no_grad() (by package prefix).
NO_GRAD_METHODS = {"transformers.": frozenset({"generate"})}


def runs_without_grad(qualname: str | None, method: str) -> bool:
    return bool(qualname) and any(qualname.startswith(prefix) and method in names
                                  for prefix, names in NO_GRAD_METHODS.items())


def is_tensor_factory(qualname: str | None) -> bool:
    return bool(qualname) and qualname.startswith("torch.") and qualname.count(".") == 1 and \
        qualname.split(".")[1] in TENSOR_FACTORIES


def is_torch_function(qualname: str | None) -> bool:
    return bool(qualname) and (qualname == "torch" or qualname.startswith("torch."))


def is_inplace_method(name: str) -> bool:
    return name.endswith("_") and not name.endswith("__") and name not in INPLACE_EXEMPT


# Ops whose backward needs their output (editing it in place breaks backward) ...
OUTPUT_SAVING_OPS = {"sigmoid", "tanh", "exp", "softmax", "log_softmax", "relu", "sqrt", "rsqrt",
                     "reciprocal", "elu", "selu", "exp2", "expm1", "tan", "cumprod", "prod",
                     "logcumsumexp"}
# ... and ops whose backward needs their inputs.
INPUT_SAVING_OPS = {"mul", "div", "matmul", "mm", "bmm", "pow", "linear", "conv1d", "conv2d",
                    "einsum", "addmm", "dot", "outer", "true_divide", "multiply"}

# ... and unary ops whose backward needs their own input (softplus: `t[:, 1] =
# F.softplus(t[:, 1])` rewrites what it saved; `x.log()` then `x.clamp_(...)`)
SELF_SAVING_OPS = {"softplus", "log", "log1p", "log2", "log10", "abs", "sin", "cos", "sinh",
                   "cosh", "asin", "acos", "atan", "erf", "gelu", "silu", "mish", "leaky_relu",
                   "logsigmoid", "hardswish", "hardsigmoid", "hardtanh", "square", "clamp", "clip",
                   "norm"}

# what `isinstance(v, ...)` tests for a tensor (every tensor is a Variable since torch 0.4)
TENSOR_CLASSES = frozenset({"torch.Tensor", "torch.autograd.Variable",
                            "torch.autograd.variable.Variable"})

LOSS_FUNCTIONS = {
    "cross_entropy", "nll_loss", "mse_loss", "l1_loss", "smooth_l1_loss", "huber_loss",
    "binary_cross_entropy", "binary_cross_entropy_with_logits", "kl_div", "cosine_embedding_loss",
    "margin_ranking_loss", "hinge_embedding_loss", "soft_margin_loss", "triplet_margin_loss",
    "poisson_nll_loss", "gaussian_nll_loss", "ctc_loss", "multilabel_margin_loss",
    "multi_margin_loss", "multilabel_soft_margin_loss",
}

# methods that copy or move a tensor's memory as it is, reading no value: garbage stays garbage
# (`torch.ByteTensor(n).pin_memory()` is a buffer still to be written, not a use of it)
MEMORY_COPIES = {"pin_memory", "contiguous", "clone", "detach", "cpu", "cuda"}


# torch.nn.utils functions that return their tensors' values, graph and all (packing a batch of
# sequences for an RNN, flattening parameters); the others (clipping, weight norm) do not
GRAPH_KEEPING_UTILS = ("torch.nn.utils.rnn.", "torch.nn.utils.parameters_to_vector",
                       "torch.nn.utils.convert_parameters.parameters_to_vector")


def is_differentiable_function(qualname: str | None) -> bool:
    """torch.matmul, F.relu, torch.linalg.norm...: ops that extend a graph (not torch.distributed,
    torch.utils, torch.cuda...)."""
    if not qualname or not qualname.startswith("torch."):
        return False
    return qualname.count(".") == 1 or qualname.startswith(
        ("torch.nn.functional.", "torch.linalg.", "torch.fft.", "torch.special."))


# Element-wise ops: the result has as many elements as the largest input.
ELEMENTWISE = {"add", "sub", "mul", "div", "pow", "exp", "log", "sigmoid", "tanh", "relu", "abs",
               "neg", "sqrt", "clamp", "clip", "square", "sin", "cos", "log1p", "expm1", "rsub",
               "true_divide", "multiply", "subtract", "maximum", "minimum", "where", "lerp",
               "softplus", "leaky_relu", "gelu", "silu", "elu", "selu", "hardtanh", "log_sigmoid"}

INTEGER_DTYPES = {"long", "int", "int64", "int32", "int16", "int8", "uint8", "bool", "short",
                  "LongTensor", "IntTensor"}

# what `x.type(T)` converts to: integers (the graph is cut, as by `.long()`) or floats (kept)
INTEGER_TYPES = INTEGER_DTYPES | {"ByteTensor", "CharTensor", "ShortTensor", "BoolTensor"}
FLOAT_TYPES = {"FloatTensor", "DoubleTensor", "HalfTensor", "BFloat16Tensor", "float", "double",
               "half", "bfloat16", "float16", "float32", "float64"}

LEGACY_CONSTRUCTORS = {"Tensor", "FloatTensor", "DoubleTensor", "HalfTensor", "BFloat16Tensor",
                       "LongTensor", "IntTensor", "ShortTensor", "ByteTensor", "CharTensor",
                       "BoolTensor"}
# Tensor methods whose result shares the receiver's memory: writing into one writes the other.
VIEW_METHODS = {"narrow", "view", "view_as", "reshape", "select", "t", "transpose", "permute",
                "unsqueeze", "squeeze", "flatten", "unflatten", "diagonal", "unfold", "as_strided",
                "expand", "expand_as", "movedim", "swapaxes", "contiguous"}
# Tensor methods that return views of the tensor's pieces (`theta, omega = y.split(1, dim=1)`).
SPLITTING_METHODS = {"split", "chunk", "unbind", "tensor_split", "hsplit", "vsplit", "dsplit"}
# Functions that join a list of tensors into a new one (its graph reaches each of them).
CONCATENATIONS = {"torch.cat", "torch.concat", "torch.concatenate", "torch.stack", "torch.hstack",
                  "torch.vstack"}
# Tensor attributes that are views of the tensor (`nn.init.kaiming_uniform_(w.T)` writes w).
VIEW_ATTRIBUTES = {"T", "mT", "H", "mH", "real", "imag"}
# In-place methods that change a tensor's shape or flags, not its values (no read of them)
SHAPE_ONLY_INPLACE = {"resize_as_", "requires_grad_", "share_memory_", "squeeze_", "unsqueeze_",
                      "t_", "transpose_", "as_strided_"}
# In-place methods that overwrite every element without reading the old ones.
INITIALISERS = {"fill_", "zero_", "normal_", "uniform_", "copy_", "random_", "bernoulli_",
                "exponential_", "geometric_", "cauchy_", "log_normal_", "set_", "resize_"}
# The initialisers of torch.nn.init (mirrored by transformers.initialization and timm.layers): a
# call `init.uniform_(t)` writes every element of t.
INIT_FUNCTIONS = {"uniform_", "normal_", "trunc_normal_", "constant_", "ones_", "zeros_", "eye_",
                  "dirac_", "xavier_uniform_", "xavier_normal_", "kaiming_uniform_",
                  "kaiming_normal_", "orthogonal_", "sparse_", "trunc_normal_tf_",
                  "lecun_normal_", "variance_scaling_"}
# Weight-initialisation protocols of modelled libraries: a model's `post_init()` (transformers'
# PreTrainedModel) applies the class's `_init_weights(module)` to every submodule once it is built.
INIT_PROTOCOL = {"post_init": "_init_weights", "init_weights": "_init_weights"}

# Registering a forward hook: the hook runs with (module, inputs, output) at every call.
FORWARD_HOOK_REGISTRATIONS = {"register_forward_hook"}
# `fn(module, inputs)` before each call of the module (a weight constraint, a mask)
FORWARD_PRE_HOOK_REGISTRATIONS = {"register_forward_pre_hook"}
# hook(optimizer, args, kwargs), run by step() outside its own no_grad, in the caller's grad mode
STEP_HOOK_REGISTRATIONS = {"register_step_pre_hook": "pre", "register_step_post_hook": "post"}

# Base classes of custom autograd functions: `Fn.apply(x)` is a differentiable op whose forward
# saves the tensors it passes to `ctx.save_for_backward(...)`.
AUTOGRAD_FUNCTION_BASES = {"torch.autograd.Function", "torch.autograd.function.Function"}

# Activation layers whose backward needs their own output (the module form of OUTPUT_SAVING_OPS),
# and the containers that run their layers in order.
OUTPUT_SAVING_MODULES = {"Sigmoid", "Tanh", "Softmax", "LogSoftmax", "ReLU", "ELU", "SELU", "ReLU6"}
# torch layers whose backward reads their input (the weight's gradient of a linear map or a
# convolution; a normalisation's statistics): changed in place after the call, the input breaks
# that backward (AGL006)
INPUT_SAVING_MODULES = {"Linear", "Bilinear", "Conv1d", "Conv2d", "Conv3d", "ConvTranspose1d",
                        "ConvTranspose2d", "ConvTranspose3d", "LayerNorm", "GroupNorm", "RMSNorm",
                        "BatchNorm1d", "BatchNorm2d", "BatchNorm3d",
                        # (activations whose backward reads their input: SELF_SAVING_OPS)
                        "Softplus", "GELU", "SiLU", "Mish", "LeakyReLU", "LogSigmoid", "Hardswish",
                        "Hardsigmoid", "Hardtanh"}
SEQUENTIAL_CONTAINERS = {"torch.nn.Sequential", "torch.nn.modules.container.Sequential"}

# Frameworks whose API reads like torch's (`loss.backward()`, `opt.clear_grad()`, `x.numpy()`):
# a module that imports one of them and never torch is not torch code.
OTHER_FRAMEWORKS = ("paddle", "tensorflow", "tensorlayer", "keras", "mxnet", "jax", "flax",
                    "mindspore", "oneflow", "jittor", "megengine", "chainer", "tinygrad", "mlx")

# torch.nn layers that hold no parameter: called on a tensor without a graph, they build none
# (`nn.ReplicationPad2d(pad)(x)` made inside a frozen network's forward).
PARAMETER_FREE_LAYERS = {
    "ReflectionPad1d", "ReflectionPad2d", "ReflectionPad3d", "ReplicationPad1d",
    "ReplicationPad2d", "ReplicationPad3d", "ZeroPad1d", "ZeroPad2d", "ZeroPad3d",
    "ConstantPad1d", "ConstantPad2d", "ConstantPad3d", "CircularPad1d", "CircularPad2d",
    "CircularPad3d", "ReLU", "ReLU6", "LeakyReLU", "ELU", "CELU", "SELU", "GELU", "SiLU", "Mish",
    "Sigmoid", "Tanh", "Softplus", "Softsign", "Hardtanh", "Hardswish", "Hardsigmoid",
    "Hardshrink", "Softshrink", "Tanhshrink", "LogSigmoid", "Threshold", "GLU", "Softmax",
    "Softmin", "Softmax2d", "LogSoftmax", "MaxPool1d", "MaxPool2d", "MaxPool3d", "AvgPool1d",
    "AvgPool2d", "AvgPool3d", "AdaptiveAvgPool1d", "AdaptiveAvgPool2d", "AdaptiveAvgPool3d",
    "AdaptiveMaxPool1d", "AdaptiveMaxPool2d", "AdaptiveMaxPool3d", "LPPool1d", "LPPool2d",
    "MaxUnpool1d", "MaxUnpool2d", "MaxUnpool3d", "Dropout", "Dropout1d", "Dropout2d",
    "Dropout3d", "AlphaDropout", "FeatureAlphaDropout", "Flatten", "Unflatten", "Identity",
    "Upsample", "UpsamplingNearest2d", "UpsamplingBilinear2d", "PixelShuffle", "PixelUnshuffle",
    "ChannelShuffle", "Fold", "Unfold", "CosineSimilarity", "PairwiseDistance",
    SOME_PARAMETER_FREE_MODULE.rsplit(".", 1)[-1],
}

# Element counts (AGL007). Layers with an output size: where it sits among the positional
# arguments; with `out_features=1` there is one value per sample. Layers that keep the shape of
# what they are given, and distributions over the last dimension of their logits (one log-prob
# per sample).
OUT_FEATURES_AT = {"Linear": 1, "LazyLinear": 0, "Bilinear": 2}
PER_ELEMENT_LAYERS = {"Sigmoid", "Tanh", "ReLU", "LeakyReLU", "ELU", "SELU", "GELU", "SiLU",
                      "Softplus", "Hardtanh", "ReLU6", "Identity", "Dropout", "Flatten"}
PER_SAMPLE_DISTRIBUTIONS = {"Categorical", "OneHotCategorical", "OneHotCategoricalStraightThrough"}

# Methods iterating over a module's parts (each a module; the named ones as (name, module)).
SUBMODULE_ITERATORS = {"modules", "named_modules", "children", "named_children"}

# Allocations of uninitialized memory (AGL015 when trained as they are: a parameter or a leaf).
UNINITIALIZED_FACTORIES = {"torch.empty", "torch.empty_like", "torch.empty_strided"}
UNINITIALIZED_METHODS = {"new_empty", "new_empty_strided"}
# Tensor methods making a new tensor (a leaf, of the receiver's dtype and device)
NEW_TENSOR_METHODS = {"new_empty", "new_empty_strided", "new_zeros", "new_ones", "new_full",
                      "new_tensor"}
# Classes whose instances hold the keyword arguments they were made with as attributes: a
# configuration (`SimpleNamespace(importance_weights=False)`), whose flags decide the tests of them.
NAMESPACES = frozenset({"types.SimpleNamespace", "argparse.Namespace"})

# Functions mapped over a batch (`vmap(per_example_loss, in_dims=(None, 0, 0))`): called, they run
# the function and return one result per item of the mapped dimension.
VECTORIZING_MAPS = frozenset({"torch.func.vmap", "torch.vmap", "functorch.vmap"})

# Class methods building a torch layer from given weights (frozen unless `freeze=False`).
PRETRAINED_LAYER_FACTORIES = {"torch.nn.Embedding.from_pretrained",
                              "torch.nn.EmbeddingBag.from_pretrained"}

# Containers whose iteration yields their layers (an nn.ModuleDict yields its keys).
MODULE_CONTAINERS = {"torch.nn.ModuleList", "torch.nn.Sequential",
                     "torch.nn.modules.container.ModuleList",
                     "torch.nn.modules.container.Sequential"}

# Containers of parameters (iterating a ParameterDict gives its keys, `.values()` the parameters).
PARAMETER_CONTAINERS = {"torch.nn.ParameterList", "torch.nn.ParameterDict",
                        "torch.nn.modules.container.ParameterList",
                        "torch.nn.modules.container.ParameterDict"}

# Dicts of layers, whose `.items()` / `.values()` hand out the layers (iterating one gives its
# keys).
MODULE_DICTS = {"torch.nn.ModuleDict", "torch.nn.modules.container.ModuleDict"}


def is_parameter_free_layer(qual: str | None) -> bool:
    """A torch.nn layer of :data:`PARAMETER_FREE_LAYERS` (`torch.nn.ReplicationPad2d`)."""
    return bool(qual) and qual.startswith("torch.nn.") and \
        qual.rsplit(".", 1)[-1] in PARAMETER_FREE_LAYERS


def holds_no_parameter(qual: str | None) -> bool:
    """A torch loss or a parameter-free torch layer (`nn.CrossEntropyLoss`, `nn.ReLU`)."""
    return is_parameter_free_layer(qual) or bool(qual) and qual.startswith("torch.nn.") and \
        is_loss_class(qual)


def holds_parameters(qual: str | None) -> bool:
    """A network class that holds parameters (`nn.Linear`, `torchvision.models.resnet18`), not
    a loss or a parameter-free torch layer."""
    return bool(qual) and is_module_class(qual) and not holds_no_parameter(qual)


def is_loss_class(qual: str) -> bool:
    """A loss module class of torch: `nn.MSELoss`, and the deprecated `nn.NLLLoss2d`."""
    return "Loss" in qual.rsplit(".", 1)[-1]
